import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** The reader went away (closed the connection) before the archive was complete. */
export class ReaderGoneError extends Error {
  constructor() {
    super('The download was closed before it was complete');
    this.name = 'ReaderGoneError';
  }
}

/** A file of the archive written in pieces (deflated as it goes). */
export type ZipFileWriter = { write(text: string): Promise<void>; end(): Promise<void> };

/**
 * A ZIP archive written to `out` as it is made (fflate's streaming Zip): files one after the
 * other, each write waiting until `out` drains, so memory holds one piece at a time.
 */
export class ZipStream {
  private readonly zip: Zip;
  private readonly done: Promise<void>;

  constructor(private readonly out: Writable) {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    this.done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.done.catch(() => undefined);
    this.zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      if (!out.destroyed) out.write(chunk);
      if (final) resolve();
    });
  }

  /** Waits until `out` can take more; throws once the reader has gone. */
  async drained(): Promise<void> {
    if (this.out.destroyed) throw new ReaderGoneError();
    if (this.out.writableNeedDrain) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
    if (this.out.destroyed) throw new ReaderGoneError();
  }

  openFile(name: string): ZipFileWriter {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    return {
      write: async (text) => {
        file.push(strToU8(text));
        await this.drained();
      },
      end: async () => {
        file.push(new Uint8Array(0), true);
        await this.drained();
      },
    };
  }

  /** A whole file; photos and videos are stored as they are (compressing them again gains nothing). */
  async addFile(name: string, content: string | Uint8Array, compress = typeof content === 'string'): Promise<void> {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(file);
    file.push(typeof content === 'string' ? strToU8(content) : content, true);
    await this.drained();
  }

  /** A file read from `source` as it comes, stored as it is (photos and videos), one piece in memory at a time. */
  async addStream(name: string, source: Readable): Promise<void> {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    try {
      for await (const chunk of source) {
        file.push(chunk as Uint8Array);
        await this.drained();
      }
    } finally {
      source.destroy();
    }
    file.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory; resolves once the last byte is handed to `out`. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.done;
    await this.drained();
  }
}
