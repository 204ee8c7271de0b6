import { benchReplay } from './replayBench';

/**
 * The replay bench in a process of its own (run by run.ts): a rebuild leaves a heap of a gigabyte
 * or more behind it, whose collection would otherwise pause the load generator in the HTTP runs
 * that follow. Progress goes to stderr, the figures to stdout as JSON.
 */
const figures = await benchReplay(process.argv[2], (line) => process.stderr.write(`${line}\n`));
process.stdout.write(JSON.stringify(figures));
