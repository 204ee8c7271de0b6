import { readSnapshot } from '../../../infra/readstore/snapshot';
import { MemoryCollection } from '../../../infra/readstore/memoryCollection';

const gc = (globalThis as any).gc as () => void;
const used = () => { gc(); gc(); return process.memoryUsage().heapUsed / 2 ** 20; };
const base = used();
const loaded = (await readSnapshot('/tmp/memprobe/read-models.snapshot'))!;
const afterDocs = used();
console.log(`docs of all collections: ${(afterDocs - base).toFixed(0)} MB`);
const rows: string[] = [];
let prev = afterDocs;
const keep: MemoryCollection[] = [];
for (const { name, docs, indexes } of loaded) {
  const c = new MemoryCollection(name, () => {});
  c.restore(docs, indexes);
  keep.push(c);
  const now = used();
  rows.push(`${name.padEnd(24)} ${String(docs.length).padStart(9)} docs  ${indexes.length} idx  index+map ${(now - prev).toFixed(0)} MB`);
  prev = now;
}
console.log(rows.join('\n'));
// docs per collection: drop each collection's docs from both and measure
for (let i = 0; i < loaded.length; i++) {
  const before = used();
  (loaded[i] as any).docs = [];
  (keep[i] as any) = null;
  const after = used();
  console.log(`${loaded[i].name.padEnd(24)} freed ${(before - after).toFixed(0)} MB`);
}
