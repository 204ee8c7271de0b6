import { afterAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { refuseFileWrites } from '../support/fullDisk';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { startServerProcess } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';

describe('stopping on a full disk', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  afterAll(async () => {
    for (const made of folders) await made.remove();
  });

  it('attempts every step, logs what failed and exits with 0 on SIGTERM, and every acknowledged write is there at the next start', async () => {
    const data = await tempDataDir();
    folders.push(data);
    const server = await startServerProcess(data.dir);
    try {
      // A new account makes a key and events: both files have writes waiting in their logs to be checkpointed on close.
      const { client } = await signedUpClient(server.url, 'fern');
      const posted = await client.multipart('/api/posts', {
        caption: 'before the disk filled',
        media: { bytes: await phonePhoto(400, 300), name: 'p.jpg', type: 'image/jpeg' },
      });
      expect(posted.status).toBe(201);

      refuseFileWrites(server.child.pid!);
      expect(await server.stop(), server.output()).toBe(0);
      const output = server.output();
      expect(output).toContain('Could not save the read models');
      // The key store's checkpoint on close is refused: said so, rather than thrown out of the process.
      expect(output).toMatch(/Could not close the event and key stores.*SQLITE_(IOERR|FULL)/s);
      expect(output).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      if (server.child.exitCode === null) await server.kill();
    }

    const again = await startServerProcess(data.dir);
    try {
      const fern = new HttpClient(again.url);
      const login = await fern.json('/api/auth/login', 'POST', { username: 'fern', password: 'secret1' });
      expect(login.status).toBe(200);
      const feed = await fern.request('/api/posts');
      expect(feed.body.map((p: { caption: string }) => p.caption)).toEqual(['before the disk filled']);
      expect(await again.stop()).toBe(0);
    } finally {
      if (again.child.exitCode === null) await again.kill();
    }
  }, 120_000);
});
