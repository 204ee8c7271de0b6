import type { IncomingMessage, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';

/** The position of the log an answer reflects; a request that carries it back is answered from at least there. */
export const POSITION_HEADER = 'Glimpse-Position';
export const POSITION_COOKIE = 'glimpse_position';
// Long enough for a page's next requests; a later visit need not wait for anything.
const COOKIE_SECONDS = 60;
// A process this far behind is stuck, not slow (health says which projector): answer from where it is.
const LONGEST_WAIT_MS = 5000;

type Projected = { readonly position: number; waitForPosition(position: number, timeoutMs: number): Promise<void> };

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${POSITION_COOKIE}=(\\d{1,15})(?:;|$)`);

/** The position a request carries: its header, else its cookie; null for none or garbage. */
export function carriedPosition(req: IncomingMessage): number | null {
  const header = req.headers[POSITION_HEADER.toLowerCase()];
  const text = typeof header === 'string' ? header.trim() : COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1];
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/**
 * Read your writes whichever process answers (WORKERS=N): every API answer says the position this
 * process has projected (a header; with several processes also a cookie after a write, which the
 * browser sends back by itself), and a request carrying a position waits until this process has
 * projected it. A position beyond the log's end (a data folder reset behind a client's back) is
 * waited for only up to that end. A lone process has every write it answered for projected.
 */
export function readYourWrites(projections: Projected, logHead: () => Promise<number>, options: { cookie: boolean; secureCookies: boolean }) {
  const cookieTail = `; Path=/; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Lax${options.secureCookies ? '; Secure' : ''}`;
  return {
    /** Settles once the process has what `req` has seen; null (nothing to wait for) in the usual case. */
    caughtUp(req: IncomingMessage): Promise<void> | null {
      const carried = carriedPosition(req);
      if (carried === null || carried <= projections.position) return null;
      return (async () => {
        const target = Math.min(carried, await logHead());
        if (target > projections.position) await projections.waitForPosition(target, LONGEST_WAIT_MS).catch(() => undefined);
      })();
    },
    /** Stamps the answer with the position as its headers go out (after the write it answers is projected). */
    stamp(req: IncomingMessage, res: ServerResponse): void {
      onHeaders(res, () => {
        const position = String(projections.position);
        res.setHeader(POSITION_HEADER, position);
        if (!options.cookie || req.method === 'GET' || req.method === 'HEAD') return;
        const previous = res.getHeader('set-cookie');
        const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
        res.setHeader('set-cookie', [...cookies, `${POSITION_COOKIE}=${position}${cookieTail}`]);
      });
    },
  };
}

/** The requests read-your-writes applies to: the API and GraphQL, not media or pages. */
export const answersFromReadModels = (url: string | undefined) => !!url && (url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?'));
