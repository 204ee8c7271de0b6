import { Writable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { HistoryReads } from '../dataExport/historyReads';
import { ReaderGoneError } from '../dataExport/zipStream';
import { dataDownloadService } from './dataDownloads';

const ME = 'me-1';

function history(count: number, opened: string[]): HistoryReads {
  const events: StoredEvent[] = Array.from({ length: count }, (_, i) => {
    const userId = i % 100 === 0 ? ME : `someone-${i}`;
    return {
      id: `e${i + 1}`,
      type: 'PostLiked',
      data: { postId: `p${i}`, userId, at: 'a' },
      metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at: 'a', userId },
      stream: `like-p${i}-${userId}`,
      revision: 0,
      position: i + 1,
    };
  });
  return {
    headPosition: async () => count,
    readAllSealed: async (after, limit) => events.slice(after, after + limit),
    open: async (event) => {
      opened.push(event.id);
      return event;
    },
  };
}

const deps = (reads: HistoryReads) => ({
  history: reads,
  media: { open: async () => null, put: async () => undefined, putFile: async () => undefined, delete: async () => undefined },
  users: { usersByIds: async () => new Map() } as unknown as UserQueries,
  postExists: async () => true,
});

function collector() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write: (chunk, _encoding, done) => {
      chunks.push(chunk);
      done();
    },
  });
  return { out, bytes: () => new Uint8Array(Buffer.concat(chunks)) };
}

describe('a data download', () => {
  it("scans the whole history but opens only the person's own events", async () => {
    const opened: string[] = [];
    const { out, bytes } = collector();
    const stats = await dataDownloadService(deps(history(10_000, opened))).write({ id: ME, username: 'me' }, out, new Date('2026-01-02T00:00:00Z'));
    expect(stats).toMatchObject({ eventsRead: 10_000, ownEvents: 100 });
    expect(opened).toHaveLength(100);
    const files = unzipSync(bytes());
    expect(strFromU8(files['README.txt'])).toContain('@me');
    expect(strFromU8(files['events.ndjson']).trim().split('\n')).toHaveLength(100);
    expect(JSON.parse(strFromU8(files['likes.json']))).toHaveLength(100);
  });

  it('stops reading the history once the reader has gone', async () => {
    const opened: string[] = [];
    const out = new Writable({ write: (_chunk, _encoding, done) => done() });
    const reads = history(50_000, opened);
    const slow: HistoryReads = {
      ...reads,
      readAllSealed: async (after, limit) => {
        if (after >= 4000) out.destroy();
        return reads.readAllSealed(after, limit);
      },
    };
    await expect(dataDownloadService(deps(slow)).write({ id: ME, username: 'me' }, out, new Date())).rejects.toBeInstanceOf(ReaderGoneError);
    expect(opened.length).toBeLessThan(100);
  });
});
