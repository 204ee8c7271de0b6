import WebSocket from 'ws';

export type AdminChatOutcome = { received: { type?: string; message?: string }[]; closeCode: number | null; answeredLastAuth: boolean };

const ANSWER_WITHIN_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `/admin-ws` with `origin` (none when null), sends `frames` in order, then an auth frame
 * with `lastToken`, and waits for an answer to it (a frame, or the socket closing). An auth frame
 * on a signed-in socket is ignored by design, so there is nothing to wait for once auth_success came.
 */
export async function adminChatSession(baseUrl: string, origin: string | null, frames: string[], lastToken: unknown): Promise<AdminChatOutcome> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/admin-ws`, { headers: origin === null ? {} : { origin } });
  const outcome: AdminChatOutcome = { received: [], closeCode: null, answeredLastAuth: true };
  socket.on('message', (data) => void outcome.received.push(JSON.parse(data.toString())));
  socket.on('close', (code) => {
    outcome.closeCode = code;
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  try {
    if (socket.readyState !== WebSocket.OPEN) return outcome;
    for (const frame of frames) socket.send(frame);
    // Frames are handled in order: let the answers to the ones above arrive first.
    await sleep(50);
    if (outcome.received.some((f) => f.type === 'auth_success') || socket.readyState !== WebSocket.OPEN) return outcome;
    const before = outcome.received.length;
    socket.send(JSON.stringify({ type: 'auth', token: lastToken }));
    const deadline = Date.now() + ANSWER_WITHIN_MS;
    while (outcome.received.length === before && outcome.closeCode === null && Date.now() < deadline) await sleep(10);
    outcome.answeredLastAuth = outcome.received.length > before || outcome.closeCode !== null;
    return outcome;
  } finally {
    socket.terminate();
  }
}
