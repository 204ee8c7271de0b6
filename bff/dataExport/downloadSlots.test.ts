import { describe, expect, it } from 'vitest';
import { downloadSlots } from './downloadSlots';

describe('download slots', () => {
  it('lets one download run per person and a few on the server, until they are given back', () => {
    const slots = downloadSlots(2);
    const release = slots.take('ana');
    expect(() => slots.take('ana')).toThrow(
      expect.objectContaining({ status: 429, message: 'Your data is already being prepared. Please wait for that download to finish.' }),
    );
    slots.take('bob');
    expect(() => slots.take('carol')).toThrow(expect.objectContaining({ status: 503, retryAfterSeconds: 60 }));
    release();
    expect(() => slots.take('ana')).not.toThrow();
  });
});
