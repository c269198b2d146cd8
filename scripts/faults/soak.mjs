// Soak: 10 minutes (SOAK_MINUTES) of steady traffic through nginx and two API processes (npm run
// serve:nginx as an origin runs it): pages, their page data, the API's reads, and submissions
// within the request limits (one application and one request a minute, forwarded to a stand-in
// CRM), at SOAK_RATE requests a second. Prints the latency per kind (median, p99, max), every
// answer that was not a success, and each API process's resident memory over the run; fails
// when a request failed or a process's memory kept growing (its last minute more than 15 %
// above its second).
//
//   npm run build && PORT=9080 npm run soak                   (docs/deploy.md, Faults tried)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../serve-nginx.mjs';
import { printTable } from '../quality/common.mjs';
import { Crm } from './crm.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const WORKERS = 8;
const SUBMIT_EVERY_MS = 61_000;
const SAMPLE_EVERY_MS = 10_000;
const GROWTH_ALLOWED = 0.15;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const reads = {
  page: [
    '/',
    '/en/',
    '/ar/',
    '/zh-hans/',
    '/en/trading/forex/',
    '/ar/trading/forex/',
    '/en/analysis/economic-calendar/',
    '/zh-hans/about/company/',
  ],
  'page data': [
    '/page-data/en/page-data.json',
    '/page-data/en/trading/forex/page-data.json',
    '/page-data/ar/trading/forex/page-data.json',
    '/page-data/zh-hans/about/company/page-data.json',
    '/page-data/app-data.json',
  ],
  'API read': [
    '/api/articles?lang=en',
    '/api/acuity-api/news?lang=ar',
    '/api/economic-calendar?lang=zh-hans',
    '/api/tmx-api/symblos/3/forex',
    '/api/allsymblos',
    '/api/webinar?lang=en&when=upcoming',
    '/api/promotions?lang=ar',
    '/api/location',
  ],
};
const schedule = Object.entries(reads).flatMap(([kind, paths]) => paths.map((path) => ({ kind, path })));

const crm = new Crm();
await crm.up();
const server = await startNginx({
  env: {
    ...process.env,
    EMBEDDED_API_DATA_DIR: mkdtempSync(join(tmpdir(), 'soak-')),
    REGISTER_UPSTREAM_URL: crm.url,
    SIGNUP_UPSTREAM_URL: crm.url,
  },
  apiProcesses: 2,
  quiet: true,
  onLog: () => undefined,
});

const latencies = new Map();
const failures = new Map();
async function timed(kind, path, init) {
  const started = performance.now();
  let status;
  try {
    const response = await fetch(`${server.url}${path}`, init);
    await response.arrayBuffer();
    status = response.status;
  } catch (error) {
    status = error.cause?.code ?? 'no answer';
  }
  const list = latencies.get(kind) ?? [];
  list.push(performance.now() - started);
  latencies.set(kind, list);
  if (typeof status !== 'number' || status >= 300)
    failures.set(`${kind} ${path}: ${status}`, (failures.get(`${kind} ${path}: ${status}`) ?? 0) + 1);
}

const memory = new Map(server.apis.map((api) => [api.port, []]));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sampleMemory = () => {
  for (const api of server.apis) memory.get(api.port).push({ at: Date.now(), rss: rssMb(api.process.pid), restarts: api.restarts });
};

const until = Date.now() + MINUTES * 60_000;
const started = Date.now();
console.log(`soak: ${MINUTES} min at ${RATE} requests/s through ${server.url} (2 API processes)`);
let next = 0;
const worker = async () => {
  while (Date.now() < until) {
    const { kind, path } = schedule[next++ % schedule.length];
    const due = started + (next / RATE) * 1000;
    await sleep(Math.max(0, due - Date.now()));
    await timed(kind, path);
  }
};
const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
let submissions = 0;
const submitter = async () => {
  while (Date.now() < until) {
    submissions++;
    await timed(
      'submission',
      '/api/register',
      json({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `ada.${submissions}@example.com`,
        classname: 'de',
        country_code: '+49',
        mobile: '15123456789',
        language: 'en',
      }),
    );
    await timed(
      'submission',
      '/api/signUp',
      json({ kind: 'ebook', name: 'Ana Lima', email: `ana.${submissions}@example.com`, language: 'pt' }),
    );
    await sleep(SUBMIT_EVERY_MS);
  }
};
const sampler = async () => {
  while (Date.now() < until) {
    sampleMemory();
    await sleep(SAMPLE_EVERY_MS);
  }
  sampleMemory();
};
await Promise.all([...Array.from({ length: WORKERS }, worker), submitter(), sampler()]);
await server.stop();
await crm.down();

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => value.toFixed(1);
console.log(`\nsoak: ${((Date.now() - started) / 60_000).toFixed(1)} min, latency per kind (ms, measured by the client)\n`);
printTable(
  ['kind', 'requests', 'median', 'p99', 'max'],
  [...latencies].map(([kind, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return [kind, sorted.length, ms(percentile(sorted, 50)), ms(percentile(sorted, 99)), ms(sorted[sorted.length - 1])];
  }),
);
const all = [...latencies.values()].flat().sort((a, b) => a - b);
console.log(`\nall ${all.length} requests: median ${ms(percentile(all, 50))} ms, p99 ${ms(percentile(all, 99))} ms`);

const mean = (samples) => samples.reduce((sum, { rss }) => sum + rss, 0) / Math.max(1, samples.length);
const rows = [...memory].map(([port, samples]) => {
  const minuteOf = (index) => samples.filter(({ at }) => at - started >= index * 60_000 && at - started < (index + 1) * 60_000);
  const second = mean(minuteOf(Math.min(1, MINUTES - 1)));
  const last = mean(minuteOf(MINUTES - 1));
  const peak = Math.max(...samples.map(({ rss }) => rss));
  return { port, second, last, peak, growth: (last - second) / second, restarts: samples.at(-1)?.restarts ?? 0 };
});
console.log('\nAPI processes: resident memory (MB, mean of each minute)\n');
printTable(
  ['process (port)', 'minute 2', `minute ${MINUTES}`, 'peak', 'growth', 'restarts'],
  rows.map((row) => [
    row.port,
    row.second.toFixed(1),
    row.last.toFixed(1),
    row.peak.toFixed(1),
    `${(row.growth * 100).toFixed(1)} %`,
    row.restarts,
  ]),
);
if (failures.size) {
  console.log('\nanswers that were not a success\n');
  printTable(['request: status', 'times'], [...failures]);
}
console.log(`\nthe CRM received ${crm.counts().keys} of ${submissions * 2} submissions`);
const flat = rows.every((row) => row.growth <= GROWTH_ALLOWED && row.restarts === 0);
const passed = failures.size === 0 && flat;
console.log(
  `soak: ${passed ? 'passed' : 'FAILED'}: ${failures.size === 0 ? 'no failed request' : 'failed requests'}, memory ${flat ? 'flat' : 'growing'}`,
);
process.exitCode = passed ? 0 : 1;
