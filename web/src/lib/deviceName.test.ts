import { describe, expect, it } from 'vitest';
import { deviceName } from './deviceName';

describe('a passkey’s device name', () => {
  it('names the browser and the system', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox on Mac');
  });

  it('falls back to what it knows, or Passkey', () => {
    expect(deviceName('curl/8.5.0')).toBe('Passkey');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
  });
});
