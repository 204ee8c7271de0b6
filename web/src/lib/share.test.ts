import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharePost } from './share';

function browser(share?: (data: ShareData) => Promise<void>, writeText = vi.fn(async (_text: string) => undefined)) {
  vi.stubGlobal('window', { location: { origin: 'https://glimpse.test' } });
  vi.stubGlobal('navigator', { share, clipboard: { writeText } });
  return writeText;
}

describe('sharePost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the Web Share API with the post's URL where there is one", async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = browser(share);
    expect(await sharePost('p1', 'Post by alice')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Post by alice', url: 'https://glimpse.test/post/p1' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const writeText = browser(async () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    expect(await sharePost('p1', 't')).toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API, or when sharing fails', async () => {
    const writeText = browser(undefined);
    expect(await sharePost('p1', 't')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://glimpse.test/post/p1');
    browser(async () => Promise.reject(new DOMException('no', 'NotAllowedError')), writeText);
    expect(await sharePost('p2', 't')).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith('https://glimpse.test/post/p2');
  });

  it('reports a failure when the clipboard refuses too', async () => {
    browser(
      undefined,
      vi.fn(async () => Promise.reject(new Error('denied'))),
    );
    expect(await sharePost('p1', 't')).toBe('failed');
  });
});
