/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE, StoreUnavailable, closeDatabase, database, openDatabase, probeWritable, transaction } from './database';
import { LEGACY_FILES, migrate, migrations } from './migrations';
import { claimDueEntries, pendingEntries } from './outbox';
import { saveLead, storedLeads, type NewLead } from './leads';
import { profileChanges, recordProfileChange } from './profiles';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  process.env.EMBEDDED_API_DATA_DIR = dir;
});
afterEach(() => {
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const application = (key: string, payload: Record<string, unknown> = { email: 'ada@example.com' }): NewLead => ({
  kind: 'application',
  idempotencyKey: key,
  requestId: `request-${key}`,
  language: 'en',
  payload,
  receivedAt: new Date('2026-11-20T14:00:00Z'),
});

it('opens the data directory’s database in WAL mode with FULL synchronous commits', () => {
  const db = database();
  expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
  expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
  expect(existsSync(path.join(dir, DATABASE_FILE))).toBe(true);
  const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    ({ name }) => name,
  );
  expect(tables).toEqual(['applications', 'consents', 'outbox', 'profile_changes', 'requests', 'schema_migrations', 'write_probe']);
});

it('applies each migration once, however often and by however many connections it is opened', () => {
  const first = openDatabase(dir);
  const second = openDatabase(dir);
  migrate(second, dir);
  expect(second.prepare('SELECT id FROM schema_migrations ORDER BY id').all()).toEqual(migrations.map(({ id }) => ({ id })));
  first.close();
  second.close();
});

it('commits a lead where another connection (another API process, the sqlite3 shell) reads it at once', () => {
  saveLead(application('key-00000001'), { holdUntil: new Date('2026-11-20T14:01:00Z') });
  const reader = new DatabaseSync(path.join(dir, DATABASE_FILE), { readOnly: true });
  expect(reader.prepare("SELECT json_extract(payload, '$.email') AS email, reference FROM applications").get()).toEqual({
    email: 'ada@example.com',
    reference: expect.stringMatching(/^NW-[0-9A-F]{8}$/),
  });
  expect(reader.prepare('SELECT state, attempts FROM outbox').get()).toEqual({ state: 'pending', attempts: 0 });
  reader.close();
});

it('keeps one lead per idempotency key: the second save returns the first lead', () => {
  const first = saveLead(application('key-00000002'), null);
  const again = saveLead(application('key-00000002', { email: 'other@example.com' }), null);
  expect(again).toEqual({ lead: first.lead, delivery: null, created: false });
  expect([...storedLeads()]).toHaveLength(1);
});

it('lets one process at a time hold an outbox row', () => {
  saveLead(application('key-00000003'), { holdUntil: new Date('2026-11-20T14:00:00Z') });
  const now = new Date('2026-11-20T14:00:01Z');
  const hold = new Date('2026-11-20T14:01:00Z');
  expect(claimDueEntries(now, hold, 10)).toHaveLength(1);
  expect(claimDueEntries(now, hold, 10)).toHaveLength(0);
  // Once the hold has run out (its process died), another takes it over.
  expect(claimDueEntries(new Date('2026-11-20T14:01:00Z'), new Date('2026-11-20T14:02:00Z'), 10)).toHaveLength(1);
});

it('keeps profile changes as history and reads them merged', () => {
  recordProfileChange('u1', { firstName: 'Ana' }, 'r1');
  recordProfileChange('u1', { phone: '+351 1', firstName: 'Anna' }, 'r2');
  expect(profileChanges('u1')).toEqual({ firstName: 'Anna', phone: '+351 1' });
  expect(profileChanges('u2')).toEqual({});
});

it('imports the JSON-lines files of the data directory once, and sets them aside', () => {
  writeFileSync(
    path.join(dir, LEGACY_FILES.applications),
    [
      { receivedAt: '2026-01-02T03:04:05.000Z', requestId: 'r-1', first_name: 'Ada', email: 'ada@example.com', language: 'de' },
      { receivedAt: '2026-01-03T03:04:05.000Z', requestId: 'r-2', first_name: 'Grace', email: 'grace@example.com', language: 'en' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n') + '\n',
  );
  writeFileSync(
    path.join(dir, LEGACY_FILES.requests),
    `${JSON.stringify({ reference: 'NW-0000ABCD', receivedAt: '2026-01-04T00:00:00.000Z', requestId: 'r-3', kind: 'contact', email: 'c@example.com', language: 'fr' })}\n`,
  );
  writeFileSync(path.join(dir, LEGACY_FILES.profiles), JSON.stringify({ u1: { phone: '+44 1' } }));
  const leads = [...storedLeads()];
  expect(
    leads.map(({ kind, receivedAt, requestId, language, payload }) => ({ kind, receivedAt, requestId, language, email: payload.email })),
  ).toEqual([
    { kind: 'application', receivedAt: '2026-01-02T03:04:05.000Z', requestId: 'r-1', language: 'de', email: 'ada@example.com' },
    { kind: 'application', receivedAt: '2026-01-03T03:04:05.000Z', requestId: 'r-2', language: 'en', email: 'grace@example.com' },
    { kind: 'request', receivedAt: '2026-01-04T00:00:00.000Z', requestId: 'r-3', language: 'fr', email: 'c@example.com' },
  ]);
  expect(leads[2].reference).toBe('NW-0000ABCD');
  expect(leads.every((lead) => lead.delivery === null)).toBe(true);
  expect(profileChanges('u1')).toEqual({ phone: '+44 1' });
  expect(
    readdirSync(dir)
      .filter((name) => name.endsWith('.imported'))
      .sort(),
  ).toEqual(
    Object.values(LEGACY_FILES)
      .map((name) => `${name}.imported`)
      .sort(),
  );
  // A file that appears again later is not read a second time.
  closeDatabase();
  writeFileSync(path.join(dir, LEGACY_FILES.applications), `${JSON.stringify({ first_name: 'Late' })}\n`);
  expect([...storedLeads()]).toHaveLength(3);
});

describe('a data directory that cannot be written', () => {
  it('is StoreUnavailable, with a problem that names no path', () => {
    writeFileSync(path.join(dir, 'file'), '');
    process.env.EMBEDDED_API_DATA_DIR = path.join(dir, 'file', 'below');
    expect(() => database()).toThrow(StoreUnavailable);
    expect(probeWritable()).toEqual({ writable: false, reason: expect.stringContaining('ENOTDIR'), problem: 'ENOTDIR' });
    expect(() => saveLead(application('key-00000004'), null)).toThrow(StoreUnavailable);
  });

  it('is found by the write probe when the database turns read-only while open, and takes nothing', () => {
    // What a read-only remount or a full disk looks like to SQLite: every write fails (SQLITE_READONLY here).
    database().exec('PRAGMA query_only = ON');
    expect(probeWritable()).toEqual({ writable: false, reason: expect.any(String), problem: 'attempt to write a readonly database' });
    expect(() => saveLead(application('key-00000005'), null)).toThrow(StoreUnavailable);
    database().exec('PRAGMA query_only = OFF');
    expect([...storedLeads()]).toEqual([]);
  });

  it('rolls back a transaction whose work fails, and lets statement errors through as they are', () => {
    expect(() =>
      transaction((db) => {
        db.prepare("INSERT INTO profile_changes (user_id, changed_at, request_id, changes) VALUES ('u', 't', 'r', '{}')").run();
        db.prepare('SELECT * FROM no_such_table').all();
      }),
    ).toThrow(/no such table/);
    expect(profileChanges('u')).toEqual({});
    expect(pendingEntries()).toEqual([]);
  });
});
