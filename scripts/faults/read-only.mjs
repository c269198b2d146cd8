// Fault: the data directory is read-only (a volume mounted read-only, wrong permissions), and,
// under a running API process, the disk under it is full. Expected: submissions are answered 503
// in the visitor's language and nothing is claimed as stored (no redirect, no reference),
// readiness says 503 while health stays 200, reads still work, and the process takes leads
// again once the directory is writable, without a restart.
//
// The directory is read-only (or a small tmpfs) for the API's process alone, in a mount
// namespace of its own (unshare, nsenter): run it as root on Linux (CAP_SYS_ADMIN). A directory
// cannot be remounted read-only while SQLite holds files open for writing in it (the kernel
// refuses: busy), so the running process meets a full disk instead; SQLite reports both the same
// way to the API (a write that fails), and src/lib/server/store/database.test.ts turns a running
// connection read-only.
//
//   npm run build && API_PORT=9081 npm run fault:read-only       (docs/deploy.md, Faults tried)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { printTable } from '../quality/common.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.API_PORT ?? 9081);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const application = (language) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  classname: 'de',
  country_code: '+49',
  mobile: '15123456789',
  language,
});

try {
  execFileSync('unshare', ['--mount', 'true']);
} catch {
  console.error('fault:read-only: needs root with CAP_SYS_ADMIN on Linux (a mount namespace of its own)');
  process.exit(2);
}

/** serve-api.mjs in a mount namespace where `mount` (shell commands) has prepared its data directory `dir`. */
async function startApi(dir, mount) {
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`fault:read-only: port ${port} is taken (API_PORT)`);
  const api = spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `${mount} && exec "${process.execPath}" scripts/serve-api.mjs --port ${port} --quiet`,
    ],
    { cwd: root, env: { ...process.env, EMBEDDED_API_DATA_DIR: dir }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return api;
    await sleep(100);
  }
  api.kill('SIGKILL');
  throw new Error('fault:read-only: the API did not start');
}

/** Runs a shell command in the API's mount namespace. */
const inNamespace = (api, command) => execFileSync('nsenter', ['-t', String(api.pid), '-m', 'sh', '-c', command], { stdio: 'ignore' });
const stop = (api) => new Promise((resolve) => api.once('exit', resolve).kill('SIGTERM'));
const call = async (path, init) => {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: await response.json() };
};
const register = (language) =>
  call('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(application(language)) });
const storedApplications = (dir) => {
  if (!existsSync(join(dir, 'embedded-api.sqlite'))) return 0;
  const db = new DatabaseSync(join(dir, 'embedded-api.sqlite'), { readOnly: true });
  const { rows } = db.prepare('SELECT count(*) AS rows FROM applications').get();
  db.close();
  return rows;
};

const checks = [];
const check = (what, actual, expected) =>
  checks.push([what, JSON.stringify(actual), actual === expected ? 'ok' : `EXPECTED ${JSON.stringify(expected)}`]);

const refusedInFrench = async (what) => {
  const refused = await register('fr');
  check(`${what}: POST /api/register`, refused.status, 503);
  check(
    '  its message (fr)',
    refused.body.data.message,
    'Nous n’avons pas pu enregistrer vos informations\u00a0: rien n’a donc été envoyé. Veuillez réessayer dans quelques minutes.',
  );
  check('  a redirect or a reference claimed', 'redirect_address' in refused.body.data || 'reference' in refused.body.data, false);
};

// 1. A process that starts on a read-only directory, which becomes writable later.
const readOnly = mkdtempSync(join(tmpdir(), 'fault-read-only-'));
let api = await startApi(readOnly, `mount --bind "${readOnly}" "${readOnly}" && mount -o remount,bind,ro "${readOnly}"`);
check('read-only: GET /api/health', (await call('/api/health')).status, 200);
const ready = await call('/api/ready?lang=ar');
check('read-only: GET /api/ready', ready.status, 503);
check('  database writable', ready.body.data.database?.writable, false);
check('  its message (ar)', ready.body.data.message, 'لا يستطيع هذا الخادم استقبال الطلبات حاليًا.');
await refusedInFrench('read-only');
const request = await call('/api/signUp', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ kind: 'ebook', name: 'Ana Lima', email: 'ana@example.com', language: 'de' }),
});
check('read-only: POST /api/signUp', request.status, 503);
check('  its message (de)', request.body.data.message.startsWith('Wir konnten Ihre Angaben nicht speichern'), true);
check('read-only: GET /api/articles (a read)', (await call('/api/articles?lang=en')).status, 200);
check('read-only: a database file', existsSync(join(readOnly, 'embedded-api.sqlite')), false);
inNamespace(api, `mount -o remount,bind,rw "${readOnly}"`);
check('writable again: GET /api/ready', (await call('/api/ready')).status, 200);
check('writable again: POST /api/register', (await register('en')).status, 200);
check('applications in the store', storedApplications(readOnly), 1);
await stop(api);

// 2. A running process whose disk fills up, then has room again.
const small = mkdtempSync(join(tmpdir(), 'fault-disk-full-'));
api = await startApi(small, `mount -t tmpfs -o size=4m tmpfs "${small}"`);
check('room: POST /api/register', (await register('en')).status, 200);
try {
  inNamespace(api, `dd if=/dev/zero of="${small}/filler" bs=64k`);
} catch {
  // dd ends with "no space left on device": that is the point.
}
await refusedInFrench('disk full');
check('disk full: GET /api/ready', (await call('/api/ready')).status, 503);
check('disk full: GET /api/health', (await call('/api/health')).status, 200);
inNamespace(api, `rm "${small}/filler"`);
check('room again: GET /api/ready', (await call('/api/ready')).status, 200);
check('room again: POST /api/register', (await register('en')).status, 200);
await stop(api);

printTable(['check', 'got', 'result'], checks);
const failed = checks.filter(([, , result]) => result !== 'ok');
console.log(`\nfault:read-only: ${failed.length ? `FAILED (${failed.length})` : 'passed'}`);
process.exitCode = failed.length ? 1 : 0;
