import { datasetSizes, planDataset } from './dataset';
import { benchWorkers, type WorkersLoad } from './workersBench';

/**
 * The workers bench in a process of its own (run by run.ts): at the end of a full run the bench's
 * process holds everything the phases before left in its heap, and its collections slowed the
 * clients that the comparison needs busy (the feed with 32 clients, WORKERS=2 against 1: 1.14x
 * there, 1.48x and 1.55x in runs of it alone). The dataset is planned again from the same scale
 * and time, so ids and sessions are the parent's. Orders come in GLIMPSE_WORKERS_BENCH (JSON),
 * the figures go to stdout as JSON.
 */
const orders = JSON.parse(process.env.GLIMPSE_WORKERS_BENCH ?? '{}') as { dataDir: string; secret: string; scale: number; now: number; load: WorkersLoad };
const data = planDataset(datasetSizes(orders.scale), orders.now);
process.stdout.write(JSON.stringify(await benchWorkers(orders.dataDir, data, orders.secret, orders.load)));
