import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { mediaReadOf } from './serveMedia';

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;
const idOf = (method: string, url: string) => mediaReadOf(request(method, url))?.id ?? null;

describe('mediaReadOf', () => {
  it('takes GET and HEAD of one file, with or without a query or a trailing slash, as the Express route did', () => {
    expect(idOf('GET', '/media/a.jpg')).toBe('a.jpg');
    expect(idOf('HEAD', '/media/a.mp4')).toBe('a.mp4');
    expect(idOf('GET', '/media/a.jpg/')).toBe('a.jpg');
    expect(idOf('GET', '/MEDIA/a.jpg')).toBe('a.jpg');
    expect(mediaReadOf(request('GET', '/media/a.jpg?w=750&w=1'))?.query.getAll('w')).toEqual(['750', '1']);
  });

  it('leaves everything else to the routes: uploads, other methods, deeper paths, the folder itself', () => {
    expect(idOf('POST', '/media')).toBeNull();
    expect(idOf('POST', '/media/a.jpg')).toBeNull();
    expect(idOf('DELETE', '/media/a.jpg')).toBeNull();
    expect(idOf('GET', '/media')).toBeNull();
    expect(idOf('GET', '/media/')).toBeNull();
    expect(idOf('GET', '/media/a/b.jpg')).toBeNull();
    expect(idOf('GET', '/api/media/a.jpg')).toBeNull();
  });
});
