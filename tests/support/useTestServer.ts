import { afterAll, beforeAll } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { tempDataDir } from './tempDataDir';
import { startTestServer } from './testServer';

/** The server of a suite, readable from its hooks and tests once the suite has started it. */
export type TestServer = {
  readonly glimpse: Glimpse;
  readonly url: string;
  /** The server's own data folder, removed with it: a place for the suite's files too. */
  readonly dataDir: string;
  /** Closes the server and starts it again on the same folder and settings (on another port), running `whileStopped` in between. */
  restart(whileStopped?: () => Promise<unknown>): Promise<void>;
};

/** The value a beforeAll hook sets, refused when read before that hook has run (e.g. while tests are being collected). */
export function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} starts in beforeAll: read it inside a hook or a test`);
  return value;
}

/**
 * One server (startTestServer with `env`) for the enclosing describe block or file: started on a data
 * folder of its own before the block's first test, closed and its folder removed after its last.
 * Hooks the caller registers afterwards run after the start and before the close.
 */
export function useTestServer(env: Record<string, string> = {}): TestServer {
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let glimpse: Glimpse | undefined;
  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir, env);
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });
  return {
    get glimpse() {
      return started(glimpse, 'The test server');
    },
    get url() {
      return started(glimpse, 'The test server').url;
    },
    get dataDir() {
      return started(data, 'The test server').dir;
    },
    async restart(whileStopped) {
      const dir = started(data, 'The test server').dir;
      await started(glimpse, 'The test server').close();
      glimpse = undefined;
      await whileStopped?.();
      glimpse = await startTestServer(dir, env);
    },
  };
}
