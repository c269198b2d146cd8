/**
 * The database's schema, as an ordered list of migrations applied once each (table
 * `schema_migrations`), in a write transaction that several processes starting at once take in
 * turn. A feature that keeps records of its own appends a migration creating its table and
 * writes it through typed functions in a module of its own beside this one (leads.ts, outbox.ts,
 * profiles.ts, consents.ts); nothing outside src/lib/server/store/ writes SQL. Never edit an applied
 * migration: add another.
 *
 * Times are ISO 8601 UTC text (`2026-11-20T14:00:00.000Z`), which sorts as time does and reads
 * as it is in the sqlite3 shell; what a visitor sent is JSON text (json_extract reads it).
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { newReference } from './references';

export interface Migration {
  id: string;
  /** Runs inside the migration's transaction. */
  up: (db: DatabaseSync, dataDir: string) => void;
  /** Runs after the transaction has committed (moving files aside, say). */
  after?: (dataDir: string) => void;
}

const LEADS_SCHEMA = `
CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  request_id TEXT NOT NULL,
  language TEXT NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload))
) STRICT;

CREATE TABLE requests (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  request_id TEXT NOT NULL,
  language TEXT NOT NULL,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload))
) STRICT;

CREATE TABLE profile_changes (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  request_id TEXT NOT NULL,
  changes TEXT NOT NULL CHECK (json_valid(changes))
) STRICT;
CREATE INDEX profile_changes_by_user ON profile_changes (user_id, id);

-- One row per lead to forward: kind says which table holds it and which upstream takes it.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('application', 'request')),
  lead_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'refused')),
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_attempt_at TEXT,
  last_error TEXT,
  -- A process forwarding the row holds it until then; after a crash another takes it over.
  lease_until TEXT,
  done_at TEXT,
  -- The upstream's answer ({ status, data }) once it accepted or refused the lead.
  answer TEXT CHECK (answer IS NULL OR json_valid(answer)),
  UNIQUE (kind, lead_id),
  UNIQUE (kind, idempotency_key)
) STRICT;
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);

CREATE TABLE write_probe (id INTEGER PRIMARY KEY, probed_at TEXT NOT NULL) STRICT;
`;

/** The files the embedded API wrote before it had a database. */
export const LEGACY_FILES = { applications: 'registrations.jsonl', requests: 'sign-ups.jsonl', profiles: 'users.json' } as const;

const readLines = (file: string): Record<string, unknown>[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/**
 * Copies the JSON-lines files of a data directory into the tables, once: each line becomes a
 * row (its own reference where it had one; an idempotency key `legacy-{line}` otherwise), the
 * saved profile changes one row per user. The files are renamed `*.imported` afterwards.
 */
function importJsonFiles(db: DatabaseSync, dir: string): void {
  const applications = readLines(path.join(dir, LEGACY_FILES.applications));
  const insertApplication = db.prepare(
    'INSERT INTO applications (reference, idempotency_key, received_at, request_id, language, payload) VALUES (?, ?, ?, ?, ?, ?)',
  );
  applications.forEach(({ receivedAt, requestId, ...payload }, line) =>
    insertApplication.run(
      newReference(),
      `legacy-${LEGACY_FILES.applications}-${line + 1}`,
      text(receivedAt, new Date(0).toISOString()),
      text(requestId, 'legacy'),
      text(payload.language, 'en'),
      JSON.stringify(payload),
    ),
  );
  const requests = readLines(path.join(dir, LEGACY_FILES.requests));
  const insertRequest = db.prepare(
    'INSERT INTO requests (reference, idempotency_key, received_at, request_id, language, kind, payload) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  requests.forEach(({ reference, receivedAt, requestId, ...payload }, line) =>
    insertRequest.run(
      text(reference, newReference()),
      `legacy-${LEGACY_FILES.requests}-${line + 1}`,
      text(receivedAt, new Date(0).toISOString()),
      text(requestId, 'legacy'),
      text(payload.language, 'en'),
      text(payload.kind, 'contact'),
      JSON.stringify(payload),
    ),
  );
  const profilesFile = path.join(dir, LEGACY_FILES.profiles);
  if (existsSync(profilesFile)) {
    const profiles = JSON.parse(readFileSync(profilesFile, 'utf8')) as Record<string, object>;
    const insertChange = db.prepare('INSERT INTO profile_changes (user_id, changed_at, request_id, changes) VALUES (?, ?, ?, ?)');
    const importedAt = new Date().toISOString();
    for (const [userId, changes] of Object.entries(profiles)) insertChange.run(userId, importedAt, 'legacy', JSON.stringify(changes));
  }
}

function setLegacyFilesAside(dir: string): void {
  for (const name of Object.values(LEGACY_FILES)) {
    const file = path.join(dir, name);
    if (existsSync(file)) renameSync(file, `${file}.imported`);
  }
}

/** The records of cookie choices (consents.ts): nothing that identifies the visitor. */
const CONSENTS_SCHEMA = `
CREATE TABLE consents (
  id INTEGER PRIMARY KEY,
  recorded_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  categories TEXT NOT NULL,
  locale TEXT NOT NULL
) STRICT;
`;

export const migrations: Migration[] = [
  { id: '001-leads-outbox-profiles', up: (db) => db.exec(LEADS_SCHEMA) },
  { id: '002-import-json-lines-files', up: importJsonFiles, after: setLegacyFilesAside },
  { id: '003-consents', up: (db) => db.exec(CONSENTS_SCHEMA) },
];

/** Applies the migrations `db` lacks, each in its own transaction, in order. */
export function migrate(db: DatabaseSync, dataDir: string, list: readonly Migration[] = migrations): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL) STRICT');
  const applied = db.prepare('SELECT 1 FROM schema_migrations WHERE id = ?');
  for (const migration of list) {
    if (applied.get(migration.id)) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another process may have applied it while this one waited for the lock.
      if (!applied.get(migration.id)) {
        migration.up(db, dataDir);
        db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, new Date().toISOString());
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    migration.after?.(dataDir);
  }
}
