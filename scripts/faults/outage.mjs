// Fault: the broker's CRM is down for 30 s while 200 live-account applications arrive through
// nginx, and every API process is killed with SIGKILL in the middle of them (and once more while
// the outbox delivers, after the CRM is back). Each application is sent as the form sends it,
// with its own Idempotency-Key, and sent again with the same key when no answer came (nginx's
// 502 while the processes restart). Passes when the CRM ends with all 200 keys, each counted
// once however often it arrived, the store holds 200 applications and nothing is pending.
//
//   npm run build && PORT=9080 npm run fault:outage        (docs/deploy.md, Faults tried)
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startNginx } from '../serve-nginx.mjs';
import { printTable } from '../quality/common.mjs';
import { Crm } from './crm.mjs';

const APPLICATIONS = 200;
const OUTAGE_MS = 30_000;
const SEND_EVERY_MS = 120;
const DRAIN_TIMEOUT_MS = 180_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const application = (index) => ({
  first_name: 'Ada',
  middle_name: '',
  last_name: `Lovelace ${index}`,
  email: `ada.${index}@example.com`,
  classname: 'de',
  country_code: '+49',
  mobile: `1512345${String(index).padStart(4, '0')}`,
  language: ['en', 'ar', 'zh-hans', 'de'][index % 4],
  token: '',
});

const dataDir = mkdtempSync(join(tmpdir(), 'fault-outage-'));
const crm = new Crm();
await crm.reservePort();
const server = await startNginx({
  env: {
    ...process.env,
    EMBEDDED_API_DATA_DIR: dataDir,
    REGISTER_UPSTREAM_URL: crm.url,
    UPSTREAM_TIMEOUT_MS: '3000',
    OUTBOX_BACKOFF: '1/8',
    // One client sends them all here: the edge and the API let it.
    RATE_LIMIT_SUBMISSIONS: '100000/60',
  },
  apiProcesses: 2,
  quiet: true,
  // The API's processes log every request and every attempt: kept in a file beside the database.
  onLog: (text) => appendFileSync(join(dataDir, 'api.log'), text),
});
const killAll = () => server.apis.forEach((api) => api.process.kill('SIGKILL'));

const answers = new Map();
let resent = 0;
/** Sends one application until an answer from the API arrives (200 or 202), as a visitor clicking again would. */
async function send(index) {
  const key = `fault-outage-${String(index).padStart(4, '0')}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(application(index)),
      });
      if (response.status < 500) {
        answers.set(key, response.status);
        return;
      }
    } catch {
      // No answer at all: try again, as for a 5xx.
    }
    resent++;
    await sleep(500);
  }
  answers.set(key, 'none');
}

console.log(`fault:outage: the CRM is down; ${APPLICATIONS} applications arrive over ${(APPLICATIONS * SEND_EVERY_MS) / 1000} s`);
const started = Date.now();
const sending = [];
for (let index = 0; index < APPLICATIONS; index++) {
  if (index === APPLICATIONS / 2) {
    console.log(`fault:outage: SIGKILL to every API process after ${index} applications`);
    killAll();
  }
  sending.push(send(index));
  await sleep(SEND_EVERY_MS);
}
await Promise.all(sending);
await sleep(Math.max(0, OUTAGE_MS - (Date.now() - started)));
crm.delayMs = 300;
await crm.up();
const back = Date.now();
console.log(`fault:outage: the CRM is back after ${((back - started) / 1000).toFixed(0)} s`);
await sleep(1500);
console.log('fault:outage: SIGKILL to every API process while the outbox delivers');
killAll();

let pending = Infinity;
while (pending > 0 && Date.now() - back < DRAIN_TIMEOUT_MS) {
  await sleep(1000);
  try {
    pending = (await (await fetch(`${server.url}/api/ready`)).json()).data.outbox?.pending ?? pending;
  } catch {
    // A process restarting: ask again.
  }
}
const drained = ((Date.now() - back) / 1000).toFixed(0);
await server.stop();
await crm.down();

const db = new DatabaseSync(join(dataDir, 'embedded-api.sqlite'), { readOnly: true });
const stored = db.prepare('SELECT count(*) AS rows, count(DISTINCT idempotency_key) AS keys FROM applications').get();
const states = Object.fromEntries(
  db
    .prepare('SELECT state, count(*) AS n FROM outbox GROUP BY state')
    .all()
    .map(({ state, n }) => [state, n]),
);
db.close();
const sentKeys = [...answers.keys()];
const missing = sentKeys.filter((key) => !crm.deliveries.has(key));
const byStatus = (status) => [...answers.values()].filter((value) => value === status).length;
const { deliveries, keys, repeated } = crm.counts();

printTable(
  ['what', 'count'],
  [
    ['applications sent (one key each)', sentKeys.length],
    ['answered 202 "received" (stored, CRM down)', byStatus(202)],
    ['answered 200 (redirect)', byStatus(200)],
    ['answered otherwise or never', sentKeys.length - byStatus(202) - byStatus(200)],
    ['sent again by the client after a 5xx or no answer', resent],
    ['applications stored (rows / distinct keys)', `${stored.rows} / ${stored.keys}`],
    ['outbox rows sent / pending / refused', `${states.sent ?? 0} / ${states.pending ?? 0} / ${states.refused ?? 0}`],
    ['deliveries the CRM received', deliveries],
    ['distinct keys at the CRM', keys],
    ['keys that arrived more than once (counted once)', repeated],
    ['keys sent that never reached the CRM', missing.length],
    ['seconds from the CRM back to an empty outbox', drained],
  ],
);
const passed =
  keys === APPLICATIONS && missing.length === 0 && stored.keys === APPLICATIONS && stored.rows === APPLICATIONS && pending === 0;
console.log(`\nfault:outage: the API's log and database are in ${dataDir}`);
console.log(`fault:outage: ${passed ? 'passed' : 'FAILED'}: the CRM has ${keys} of ${APPLICATIONS} applications, each key once`);
process.exitCode = passed ? 0 : 1;
