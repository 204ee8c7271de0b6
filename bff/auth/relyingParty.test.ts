import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relyingParty';

describe('the relying party passkeys are made for', () => {
  it('is PUBLIC_URL when set, whatever host a request names', () => {
    expect(relyingPartyOf('https://glimpse.example', 'http://10.0.0.5:3000')).toEqual({ id: 'glimpse.example', origin: 'https://glimpse.example' });
    expect(relyingPartyOf('http://localhost:5173', null)).toEqual({ id: 'localhost', origin: 'http://localhost:5173' });
  });

  it('is the host the request asked for without it', () => {
    expect(relyingPartyOf(null, 'http://localhost:3000')).toEqual({ id: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingPartyOf(null, 'https://photos.example.org')).toEqual({ id: 'photos.example.org', origin: 'https://photos.example.org' });
  });

  it('is none for a host that is no address, or none at all', () => {
    expect(relyingPartyOf(null, 'http://bad host')).toBeNull();
    expect(relyingPartyOf(null, undefined)).toBeNull();
    expect(relyingPartyOf(null, null)).toBeNull();
  });
});
