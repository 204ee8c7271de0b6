import { readFileSync } from 'node:fs';
import { datasetSizes, planDataset } from '../dataset';
import { benchComments, benchFeed, benchLikes } from '../httpBench';
import { benchDiscovery } from '../discoveryBench';

const pid = Number(readFileSync('/tmp/memprobe.pid', 'utf8'));
const secret = JSON.parse(readFileSync('/tmp/memprobe/secrets.json', 'utf8')).jwtSecret;
const mem = (label: string) => {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const get = (k: string) => Math.round(Number(s.match(new RegExp(`${k}:\\s+(\\d+)`))![1]) / 1024);
  console.log(`${label}: RSS ${get('VmRSS')} MB, HWM ${get('VmHWM')} MB`);
};
const data = planDataset(datasetSizes(1), Date.now());
mem('start');
await benchFeed(4999, data, secret, 1000, 8); mem('feed');
await benchLikes(4999, data, secret, 50, 200); mem('likes');
await benchComments(4999, data, secret, 1000); mem('comments');
await benchDiscovery(4999, data, secret, 1000); mem('discovery');
