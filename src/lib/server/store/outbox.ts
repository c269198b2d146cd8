/**
 * The outbox: one row per lead an upstream is to get, `pending` until the upstream accepts it
 * (`sent`) or refuses it (`refused`: a 4xx answer, final). A process forwarding a row holds it
 * (`lease_until`) so that no other process sends it at the same time; a process that dies holding
 * one lets it go when the hold runs out. What to do with an answer and when to try again is
 * src/lib/server/delivery.ts's business; this module only reads and writes the rows.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ApiEnvelope } from '../../api/types';
import { read, transaction } from './database';
import type { LeadKind, StoredLead } from './leads';

export type DeliveryState = 'pending' | 'sent' | 'refused';
export type UpstreamAnswer = ApiEnvelope<Record<string, unknown>>;

export interface OutboxEntry {
  id: number;
  kind: LeadKind;
  leadId: number;
  idempotencyKey: string;
  state: DeliveryState;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  leaseUntil: string | null;
  doneAt: string | null;
  answer: UpstreamAnswer | null;
}

interface OutboxRow {
  id: number;
  kind: LeadKind;
  lead_id: number;
  idempotency_key: string;
  state: DeliveryState;
  created_at: string;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  lease_until: string | null;
  done_at: string | null;
  answer: string | null;
}

const entryOf = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  leadId: row.lead_id,
  idempotencyKey: row.idempotency_key,
  state: row.state,
  createdAt: row.created_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastAttemptAt: row.last_attempt_at,
  lastError: row.last_error,
  leaseUntil: row.lease_until,
  doneAt: row.done_at,
  answer: row.answer ? (JSON.parse(row.answer) as UpstreamAnswer) : null,
});

const iso = (time: Date): string => time.toISOString();

/** Adds a lead's row, due now and held by the caller until `holdUntil` (inside saveLead's transaction). */
export function insertOutboxEntry(db: DatabaseSync, lead: StoredLead, now: string, holdUntil: string): OutboxEntry {
  const row = db
    .prepare(
      `INSERT INTO outbox (kind, lead_id, idempotency_key, state, created_at, next_attempt_at, lease_until)
       VALUES (?, ?, ?, 'pending', ?, ?, ?) RETURNING *`,
    )
    .get(lead.kind, lead.id, lead.idempotencyKey, now, now, holdUntil) as unknown as OutboxRow;
  return entryOf(row);
}

export const outboxEntryOf = (db: DatabaseSync, kind: LeadKind, leadId: number): OutboxEntry | null => {
  const row = db.prepare('SELECT * FROM outbox WHERE kind = ? AND lead_id = ?').get(kind, leadId) as OutboxRow | undefined;
  return row ? entryOf(row) : null;
};

const FREE = `state = 'pending' AND (lease_until IS NULL OR lease_until <= :now)`;

/** Takes up to `limit` pending rows whose time has come and nobody holds, oldest due first, holding them until `holdUntil`. */
export const claimDueEntries = (now: Date, holdUntil: Date, limit: number): OutboxEntry[] =>
  transaction((db) =>
    (
      db
        .prepare(
          `UPDATE outbox SET lease_until = :hold WHERE id IN (
             SELECT id FROM outbox WHERE ${FREE} AND next_attempt_at <= :now ORDER BY next_attempt_at, id LIMIT :limit
           ) RETURNING *`,
        )
        .all({ now: iso(now), hold: iso(holdUntil), limit }) as unknown as OutboxRow[]
    )
      .map(entryOf)
      .sort((a, b) => a.id - b.id),
  );

/** Takes one pending row that nobody holds, due or not (a visitor sending the same lead again); null otherwise. */
export const claimEntry = (id: number, now: Date, holdUntil: Date): OutboxEntry | null =>
  transaction((db) => {
    const row = db
      .prepare(`UPDATE outbox SET lease_until = :hold WHERE id = :id AND ${FREE} RETURNING *`)
      .get({ id, now: iso(now), hold: iso(holdUntil) }) as OutboxRow | undefined;
    return row ? entryOf(row) : null;
  });

export type AttemptOutcome =
  { state: 'sent' | 'refused'; answer: UpstreamAnswer } | { state: 'pending'; error: string; nextAttemptAt: Date };

/** Records one attempt's outcome and lets the row go. */
export function recordAttempt(id: number, outcome: AttemptOutcome, now: Date): OutboxEntry {
  return transaction((db) => {
    const row =
      outcome.state === 'pending'
        ? db
            .prepare(
              `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = :now, last_error = :error,
               next_attempt_at = :next, lease_until = NULL WHERE id = :id RETURNING *`,
            )
            .get({ id, now: iso(now), error: outcome.error, next: iso(outcome.nextAttemptAt) })
        : db
            .prepare(
              `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = :now, state = :state, done_at = :now,
               answer = :answer, next_attempt_at = NULL, lease_until = NULL WHERE id = :id RETURNING *`,
            )
            .get({ id, now: iso(now), state: outcome.state, answer: JSON.stringify(outcome.answer) });
    return entryOf(row as unknown as OutboxRow);
  });
}

export interface Backlog {
  /** Rows not yet accepted or refused. */
  pending: number;
  /** When the oldest of them was stored. */
  oldestPendingAt: string | null;
  /** The last time an upstream accepted a lead. */
  lastSentAt: string | null;
  /** The last failed attempt, when it came after the last success. */
  lastFailure: { at: string; error: string } | null;
}

export const outboxBacklog = (): Backlog =>
  read((db) => {
    const { pending, oldest } = db
      .prepare(`SELECT count(*) AS pending, min(created_at) AS oldest FROM outbox WHERE state = 'pending'`)
      .get() as { pending: number; oldest: string | null };
    const { sent } = db.prepare(`SELECT max(done_at) AS sent FROM outbox WHERE state = 'sent'`).get() as { sent: string | null };
    const failure = db
      .prepare(
        `SELECT last_attempt_at AS at, last_error AS error FROM outbox
         WHERE last_error IS NOT NULL AND last_attempt_at > coalesce(:sent, '') ORDER BY last_attempt_at DESC LIMIT 1`,
      )
      .get({ sent }) as { at: string; error: string } | undefined;
    return { pending, oldestPendingAt: oldest, lastSentAt: sent, lastFailure: failure ?? null };
  });

export interface PendingEntry extends OutboxEntry {
  reference: string;
}

/** The rows still pending, oldest first, with their lead's reference (the operator's list). */
export const pendingEntries = (): PendingEntry[] =>
  read((db) =>
    (
      db
        .prepare(
          `SELECT outbox.*, coalesce(applications.reference, requests.reference) AS reference FROM outbox
           LEFT JOIN applications ON outbox.kind = 'application' AND applications.id = outbox.lead_id
           LEFT JOIN requests ON outbox.kind = 'request' AND requests.id = outbox.lead_id
           WHERE state = 'pending' ORDER BY outbox.created_at, outbox.id`,
        )
        .all() as unknown as (OutboxRow & { reference: string })[]
    ).map((row) => ({ ...entryOf(row), reference: row.reference })),
  );

/** Makes pending rows due now (all, or those of `ids`); returns how many. */
export const makeDue = (now: Date, ids?: readonly number[]): number =>
  transaction((db) => {
    const only = ids ? `AND id IN (${ids.map(() => '?').join(', ')})` : '';
    return Number(
      db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE state = 'pending' ${only}`).run(iso(now), ...(ids ?? [])).changes,
    );
  });
