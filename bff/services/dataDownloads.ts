import type { Writable } from 'node:stream';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { PersonalArchive } from '../../projections/dataExport/personalArchive';
import type { UserQueries } from '../../projections/queries/userQueries';
import { mediaIdOfUrl } from '../../domain/media/mediaIds';
import { archiveReadme } from '../dataExport/archiveReadme';
import type { HistoryReads } from '../dataExport/historyReads';
import { ZipStream } from '../dataExport/zipStream';

const PAGE = 2000;

export type DataDownloadStats = { eventsRead: number; ownEvents: number; mediaFiles: number; seconds: number };

/**
 * A person's data as a ZIP streamed to `out`, built from the event history: one pass over the
 * whole log up to its head as the download began (constant memory beside what is theirs; only
 * the events that are part of it are opened), their own events written out as they pass, then
 * their media and the files folded from the history.
 */
export function dataDownloadService(deps: { history: HistoryReads; media: MediaStore; users: UserQueries; postExists: (postId: string) => Promise<boolean> }) {
  async function scanHistory(archive: PersonalArchive, zip: ZipStream): Promise<{ eventsRead: number; ownEvents: number }> {
    const head = await deps.history.headPosition();
    const ndjson = zip.openFile('events.ndjson');
    let after = 0;
    let eventsRead = 0;
    let ownEvents = 0;
    while (after < head) {
      const page = await deps.history.readAllSealed(after, PAGE);
      if (page.length === 0) break;
      let lines = '';
      for (const sealed of page) {
        if (sealed.position > head) break;
        eventsRead++;
        if (!archive.wants(sealed)) continue;
        const line = archive.add(await deps.history.open(sealed));
        if (line) {
          lines += `${JSON.stringify(line)}\n`;
          ownEvents++;
        }
      }
      after = page[page.length - 1].position;
      if (lines) await ndjson.write(lines);
      // Let the server answer others between pages: reading a page runs without a pause.
      await new Promise((resolve) => setImmediate(resolve));
      await zip.drained();
    }
    await ndjson.end();
    return { eventsRead, ownEvents };
  }

  async function addMedia(archive: PersonalArchive, zip: ZipStream): Promise<Map<string, string>> {
    const paths = new Map<string, string>();
    for (const url of archive.mediaUrls()) {
      const id = mediaIdOfUrl(url);
      const source = id ? await (await deps.media.open(id))?.stream() : null;
      if (!id || !source) continue;
      await zip.addStream(`media/${id}`, source);
      paths.set(url, `media/${id}`);
    }
    return paths;
  }

  return {
    async write(person: { id: string; username: string }, out: Writable, now: Date): Promise<DataDownloadStats> {
      const started = performance.now();
      const zip = new ZipStream(out);
      await zip.addFile('README.txt', archiveReadme(person.username, now.toISOString()));
      const archive = new PersonalArchive(person.id);
      const { eventsRead, ownEvents } = await scanHistory(archive, zip);
      const mediaPaths = await addMedia(archive, zip);
      const usernames = await deps.users.usersByIds(archive.otherPeople());
      const gonePosts = new Set<string>();
      for (const postId of archive.othersPosts()) if (!(await deps.postExists(postId))) gonePosts.add(postId);
      const files = archive.files(
        (id) => ({ id, username: usernames.get(id)?.username ?? null }),
        (url) => (url ? (mediaPaths.get(url) ?? null) : null),
        (postId) => gonePosts.has(postId),
      );
      for (const [name, content] of Object.entries(files)) await zip.addFile(name, `${JSON.stringify(content, null, 2)}\n`);
      await zip.finish();
      return { eventsRead, ownEvents, mediaFiles: mediaPaths.size, seconds: (performance.now() - started) / 1000 };
    },
  };
}

export type DataDownloadService = ReturnType<typeof dataDownloadService>;
