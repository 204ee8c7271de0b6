import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isUpload } from './uploadAdmission';

const request = (method: string, url: string, type?: string) => ({ method, url, headers: type ? { 'content-type': type } : {} }) as IncomingMessage;

describe('isUpload', () => {
  it('is any multipart POST, whatever its route', () => {
    expect(isUpload(request('POST', '/api/posts', 'multipart/form-data; boundary=x'))).toBe(true);
    expect(isUpload(request('POST', '/media?x=1', 'Multipart/Form-Data;boundary=x'))).toBe(true);
    expect(isUpload(request('POST', '/api/auth/signup', 'multipart/form-data'))).toBe(true);
  });

  it('is not JSON, a GET, a look-alike type, or a multipart POST to /graphql (which answers for itself)', () => {
    expect(isUpload(request('POST', '/api/posts', 'application/json'))).toBe(false);
    expect(isUpload(request('GET', '/api/posts', 'multipart/form-data; boundary=x'))).toBe(false);
    expect(isUpload(request('POST', '/api/posts', 'multipart/form-datax'))).toBe(false);
    expect(isUpload(request('POST', '/api/posts'))).toBe(false);
    expect(isUpload(request('POST', '/graphql?op=x', 'multipart/form-data; boundary=x'))).toBe(false);
  });
});
