import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// The child's whole program: one POST per line read, its status and time to the answer's last byte written back.
const CHILD = `
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const { url, body } = JSON.parse(line);
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  process.stdout.write(JSON.stringify({ status: response.status, ms: performance.now() - start }) + '\\n');
});
`;

/**
 * Times requests from a process of their own, as a client on another machine would see them: a
 * client in the server's process would also count the work the server does after answering.
 */
export class RemoteTimer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: AsyncIterator<string>;

  constructor() {
    this.child = spawn(process.execPath, ['-e', CHILD]);
    this.answers = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  async post(url: string, body: unknown): Promise<{ status: number; ms: number }> {
    this.child.stdin.write(`${JSON.stringify({ url, body })}\n`);
    const next = await this.answers.next();
    if (next.done) throw new Error('The timing process ended before answering');
    return JSON.parse(next.value);
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
