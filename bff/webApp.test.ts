import { describe, expect, it } from 'vitest';
import { withPath } from './webApp';

const page = '<!doctype html>\n<html lang="en" data-path="/">\n<body><div id="shell"></div></body></html>';

describe('the page served for a path (the instant shell reads it)', () => {
  it('writes the path asked for into <html data-path>, once', () => {
    expect(withPath(page, '/messages/abc')).toBe(page.replace('data-path="/"', 'data-path="/messages/abc"'));
  });

  it('escapes what could end the attribute or open a tag', () => {
    const written = withPath(page, '/u/a"><script>x</script>&$&');
    expect(written).toContain('data-path="/u/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;$&amp;"');
    expect(written).not.toContain('<script>');
  });
});
