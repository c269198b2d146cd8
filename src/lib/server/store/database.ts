/**
 * The embedded API's database: one SQLite file, `embedded-api.sqlite` in the data directory
 * (EMBEDDED_API_DATA_DIR, default .data/), through Node's built-in node:sqlite (no native
 * addon). WAL mode lets several API processes of one machine read and write it at once (writers
 * wait for each other up to BUSY_TIMEOUT_MS); `synchronous = FULL` makes every commit reach the
 * disk before the API answers, so a stored lead survives a crash of the process or of the
 * machine. Readable with the sqlite3 shell while the API runs (docs/api.md, The store).
 *
 * One connection per process, kept on globalThis: `gatsby serve` loads a function's module
 * afresh for every request. It is reopened when the data directory setting changes (tests).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { setting } from '../settings';
import { migrate } from './migrations';

export const DATABASE_FILE = 'embedded-api.sqlite';
/** How long a writer waits for another process's write to finish before failing. */
export const BUSY_TIMEOUT_MS = 5000;

/** The database cannot be opened or written (a read-only or full disk, a missing directory). */
export class StoreUnavailable extends Error {
  constructor(
    /** For the log: may name files. */
    readonly reason: string,
    /** For anyone who asks (readiness): an error code or SQLite's own words, never a path. */
    readonly problem: string,
  ) {
    super(`The embedded API's store is unavailable: ${reason}`);
    this.name = 'StoreUnavailable';
  }
}

/**
 * node:sqlite, loaded when a database is opened. Through process.getBuiltinModule, which no
 * bundler rewrites: gatsby-node's bundler (Parcel) would turn `node:sqlite` into `sqlite`, and
 * the build reads modules that import this one without ever opening a database.
 */
const sqlite = (): typeof import('node:sqlite') => {
  const module = globalThis.process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!module) throw new Error(`node:sqlite is missing: Node ${process.versions.node} is too old (package.json engines)`);
  return module;
};

interface OpenDatabase {
  dir: string;
  db: DatabaseSync;
}

const connectionKey = Symbol.for('northwind.embedded-api.database');
const state = globalThis as unknown as Record<symbol, OpenDatabase | undefined>;

export const dataDir = (): string => path.resolve(setting('EMBEDDED_API_DATA_DIR'));
export const databaseFile = (dir: string = dataDir()): string => path.join(dir, DATABASE_FILE);

/**
 * SQLite's result codes that mean the storage failed rather than the statement (busy, locked,
 * out of memory, read-only, I/O error, corrupt, full, cannot open, protocol, not a database).
 */
const STORAGE_FAILURES = new Set([5, 6, 7, 8, 10, 11, 13, 14, 15, 26]);

/** Whether an error says the store cannot be written, as opposed to a mistake in a statement. */
export function isStorageFailure(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as SqliteError;
  if (code === 'ERR_SQLITE_ERROR') return STORAGE_FAILURES.has((errcode ?? 0) & 0xff);
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

type SqliteError = Error & { code?: string; errcode?: number; errstr?: string };

const unavailable = (error: unknown): StoreUnavailable => {
  if (error instanceof StoreUnavailable) return error;
  const { code, message, errstr } = (error ?? {}) as SqliteError;
  const reason = code && code !== 'ERR_SQLITE_ERROR' && !message?.startsWith(code) ? `${code}: ${message}` : (message ?? String(error));
  return new StoreUnavailable(reason, code === 'ERR_SQLITE_ERROR' ? (errstr ?? 'SQLite error') : (code ?? 'error'));
};

/** Opens the database of a data directory: creates it, sets WAL and FULL sync, runs the migrations. */
export function openDatabase(dir: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    db = new (sqlite().DatabaseSync)(databaseFile(dir));
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const { journal_mode: mode } = db.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string };
    if (mode !== 'wal') throw new Error(`journal_mode is ${mode}, not wal`);
    db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
    migrate(db, dir);
    return db;
  } catch (error) {
    try {
      db?.close();
    } catch {
      // Closing a half-opened database can fail too; the first error is the one to report.
    }
    throw unavailable(error);
  }
}

/** This process's connection to the current data directory's database, opened on first use. */
export function database(): DatabaseSync {
  const dir = dataDir();
  const open = state[connectionKey];
  if (open?.dir === dir && open.db.isOpen) return open.db;
  closeDatabase();
  const db = openDatabase(dir);
  state[connectionKey] = { dir, db };
  return db;
}

export function closeDatabase(): void {
  const open = state[connectionKey];
  state[connectionKey] = undefined;
  if (open?.db.isOpen) open.db.close();
}

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE: it takes the write lock first, so two
 * processes never interleave a read and a write of the same rows). Any failure to write becomes
 * StoreUnavailable; other errors (a statement's mistake, a check of `work`) are thrown as they are.
 */
export function transaction<T>(work: (db: DatabaseSync) => T): T {
  const db = database();
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    throw unavailable(error);
  }
  try {
    const result = work(db);
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw isStorageFailure(error) ? unavailable(error) : error;
  }
}

/** Reads with the open connection; a database that cannot be opened is StoreUnavailable. */
export function read<T>(query: (db: DatabaseSync) => T): T {
  const db = database();
  try {
    return query(db);
  } catch (error) {
    throw isStorageFailure(error) ? unavailable(error) : error;
  }
}

/** Whether the database takes a write now (readiness): writes one row of its own and commits it. */
export function probeWritable(now: Date = new Date()): { writable: true } | { writable: false; reason: string; problem: string } {
  try {
    transaction((db) =>
      db
        .prepare('INSERT INTO write_probe (id, probed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at')
        .run(now.toISOString()),
    );
    return { writable: true };
  } catch (error) {
    const { reason, problem } = unavailable(error);
    return { writable: false, reason, problem };
  }
}
