import { openEngines } from '../../infra/engines';
const gc = (globalThis as any).gc;
const mb = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return `heap ${(m.heapUsed / 1e6).toFixed(0)} MB, rss ${(m.rss / 1e6).toFixed(0)} MB`;
};
const engines = await openEngines({ dataDir: '/work/benchdata21', eventStoreUrl: null, mongoUrl: null });
const col = engines.readStore.collection('notifications');
console.log('notifications', await col.countDocuments({}), mb());
await col.deleteMany({});
console.log('without them', mb());
process.exit(0);
