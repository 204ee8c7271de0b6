import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ExportFigures = { events: number; seconds: number; perSecond: number; peakRssBytes: number };

const number = (text: string | undefined) => Number(text?.replace(/,/g, '') ?? 0);

function peakRssOf(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null; // the process has just exited
  }
}

/**
 * `npm run events -- <args>` as an analyst runs it, its output thrown away: the events per second
 * it reports (from opening the store to the last line written; Node's start-up is not counted),
 * and its peak RSS.
 */
export function runEventsCli(dataDir: string, args: string[], secret: string): Promise<ExportFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'bff/cli/events.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: secret },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let peak = 0;
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const sampler = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid!) ?? 0)), 20);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`npm run events ${args.join(' ')} exited with ${code}: ${stderr}`));
      const totals = stderr.match(/Exported [\d,]+ of ([\d,]+) events in ([\d.]+) s \(([\d,]+) events\/s read\)/);
      if (!totals) return reject(new Error(`npm run events printed no totals: ${stderr}`));
      resolve({ events: number(totals[1]), seconds: Number(totals[2]), perSecond: number(totals[3]), peakRssBytes: peak });
    });
  });
}
