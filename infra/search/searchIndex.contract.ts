import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchEntry, SearchIndex } from '../../projections/searchIndex';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString();
const entry = (postId: string, minute: number, fields: Partial<SearchEntry> = {}): SearchEntry => ({
  postId,
  userId: 'u1',
  username: 'alice',
  caption: '',
  location: '',
  createdAt: at(minute),
  ...fields,
});

/** What every search index adapter must do, run against each one that can run here. */
export function searchIndexContract(name: string, open: () => Promise<SearchIndex>) {
  describe(`SearchIndex contract: ${name}`, () => {
    let index: SearchIndex;
    const ids = async (text: string, first = 20) => (await index.search(text, first, null)).postIds;

    beforeEach(async () => {
      index = await open();
      await index.setup();
      await index.upsert(entry('p1', 1, { caption: 'Sunrise over the SEA #Beach', location: 'Lisbon' }));
      await index.upsert(entry('p2', 2, { userId: 'u2', username: 'Bob_Builder', caption: 'Évora at night', location: 'Évora, Portugal' }));
      await index.upsert(entry('p3', 3, { caption: 'Price (was $100) [sale] 50% off a.b*c ^x? back\\slash "quoted"', location: '' }));
      await index.upsert(entry('p4', 4, { userId: 'u3', username: 'carol', caption: 'nothing here', location: 'Porto' }));
    });

    it('matches username, caption and location as case-insensitive substrings, newest first', async () => {
      expect(await ids('sea')).toEqual(['p1']);
      expect(await ids('SUNRISE')).toEqual(['p1']);
      expect(await ids('bob_b')).toEqual(['p2']);
      expect(await ids('lisb')).toEqual(['p1']);
      expect(await ids('orto')).toEqual(['p4']);
      expect(await ids('alice')).toEqual(['p3', 'p1']);
      expect(await ids('évora')).toEqual(['p2']);
      expect(await ids('ÉVORA')).toEqual(['p2']);
      expect(await ids('#beach')).toEqual(['p1']);
      expect(await ids('  sea  ')).toEqual(['p1']);
    });

    it('matches short text (one or two characters) too', async () => {
      expect(await ids('po')).toEqual(['p4', 'p2']);
      expect(await ids('é')).toEqual(['p2']);
      expect(await ids('$')).toEqual(['p3']);
    });

    it('takes pattern characters literally', async () => {
      for (const text of ['(was $100)', '[sale]', '50%', 'a.b*c', '^x?', 'back\\slash', '"quoted"', '$100']) expect(await ids(text), text).toEqual(['p3']);
      for (const text of ['.*', 'a.c', '50_', '%', '_', '.', '*', 'sea OR carol', 'sea*', 'NEAR(sea', '"', '\\'])
        expect(await ids(text), text).not.toContain('p1');
    });

    it('finds nothing for empty text and refuses text that is too long', async () => {
      expect(await ids('')).toEqual([]);
      expect(await ids('   ')).toEqual([]);
      await expect(index.search('x'.repeat(101), 10, null)).rejects.toThrow('Search text must be at most 100 characters');
      await expect(index.search('sea', 0, null)).rejects.toThrow('first must be between');
      await expect(index.search('sea', 10, 'not-a-cursor')).rejects.toThrow('Invalid cursor');
    });

    it('pages by cursor without gaps or repeats, posts of the same instant included', async () => {
      for (let i = 0; i < 7; i++) await index.upsert(entry(`same${i}`, 9, { caption: 'page me' }));
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await index.search('page me', 3, after);
        seen.push(...page.postIds);
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `same${i}`).sort());
    });

    it('replaces an entry on upsert and forgets removed posts and users', async () => {
      await index.upsert(entry('p1', 1, { caption: 'changed', location: '' }));
      await index.upsert(entry('p1', 1, { caption: 'changed', location: '' }));
      expect(await ids('sunrise')).toEqual([]);
      expect(await ids('changed')).toEqual(['p1']);
      await index.removePost('p1');
      await index.removePost('p1');
      expect(await ids('changed')).toEqual([]);
      await index.removeUser('u2');
      expect(await ids('évora')).toEqual([]);
      expect(await ids('carol')).toEqual(['p4']);
      await index.clear();
      expect(await ids('carol')).toEqual([]);
    });

    it('never fails on arbitrary text', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 100 }), async (text) => {
          const page = await index.search(text, 5, null);
          expect(Array.isArray(page.postIds)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });
  });
}
