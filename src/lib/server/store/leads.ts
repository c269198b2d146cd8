/**
 * Leads: live-account applications (POST /api/register, table `applications`) and the lead
 * forms' requests (POST /api/signUp: e-book, webinar, contact; table `requests`). A lead is
 * stored, with its outbox row when an upstream is to get it, in one transaction committed before
 * the visitor gets an answer. Its idempotency key makes a repeated submission return the lead
 * stored the first time instead of a second one.
 */
import type { DatabaseSync } from 'node:sqlite';
import { read, transaction } from './database';
import { type OutboxEntry, insertOutboxEntry, outboxEntryOf } from './outbox';
import { newReference } from './references';

export type LeadKind = 'application' | 'request';

const TABLES: Record<LeadKind, string> = { application: 'applications', request: 'requests' };

export interface NewLead {
  kind: LeadKind;
  idempotencyKey: string;
  requestId: string;
  /** The locale code the visitor wrote in. */
  language: string;
  /** What was accepted, as the upstream gets it (never a captcha token or a password). */
  payload: Record<string, unknown>;
  receivedAt: Date;
}

export interface StoredLead {
  id: number;
  kind: LeadKind;
  reference: string;
  idempotencyKey: string;
  receivedAt: string;
  requestId: string;
  language: string;
  payload: Record<string, unknown>;
}

export interface SavedLead {
  lead: StoredLead;
  /** Its outbox row; null when it was stored without an upstream to forward it to. */
  delivery: OutboxEntry | null;
  /** False when the idempotency key was seen before: `lead` is the one stored then. */
  created: boolean;
}

interface LeadRow {
  id: number;
  reference: string;
  idempotency_key: string;
  received_at: string;
  request_id: string;
  language: string;
  payload: string;
}

const leadOf = (kind: LeadKind, row: LeadRow): StoredLead => ({
  id: row.id,
  kind,
  reference: row.reference,
  idempotencyKey: row.idempotency_key,
  receivedAt: row.received_at,
  requestId: row.request_id,
  language: row.language,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
});

const findByKey = (db: DatabaseSync, kind: LeadKind, key: string): StoredLead | undefined => {
  const row = db.prepare(`SELECT * FROM ${TABLES[kind]} WHERE idempotency_key = ?`).get(key) as LeadRow | undefined;
  return row && leadOf(kind, row);
};

/**
 * Stores a lead and, with `forward`, its outbox row, held by this process until
 * `forward.holdUntil` while it forwards the lead itself. A key stored before returns that lead
 * and its row as they are (created: false), whatever the new payload says.
 */
export function saveLead(lead: NewLead, forward: { holdUntil: Date } | null): SavedLead {
  return transaction((db) => {
    const existing = findByKey(db, lead.kind, lead.idempotencyKey);
    if (existing) return { lead: existing, delivery: outboxEntryOf(db, lead.kind, existing.id), created: false };
    const received = lead.receivedAt.toISOString();
    const columns = lead.kind === 'request' ? ', kind' : '';
    const values = lead.kind === 'request' ? ', ?' : '';
    const row = db
      .prepare(
        `INSERT INTO ${TABLES[lead.kind]} (reference, idempotency_key, received_at, request_id, language, payload${columns})
         VALUES (?, ?, ?, ?, ?, ?${values}) RETURNING *`,
      )
      .get(
        newReference(),
        lead.idempotencyKey,
        received,
        lead.requestId,
        lead.language,
        JSON.stringify(lead.payload),
        ...(lead.kind === 'request' ? [String(lead.payload.kind)] : []),
      ) as unknown as LeadRow;
    const stored = leadOf(lead.kind, row);
    const delivery = forward ? insertOutboxEntry(db, stored, received, forward.holdUntil.toISOString()) : null;
    return { lead: stored, delivery, created: true };
  });
}

export const findLead = (kind: LeadKind, id: number): StoredLead | undefined =>
  read((db) => {
    const row = db.prepare(`SELECT * FROM ${TABLES[kind]} WHERE id = ?`).get(id) as LeadRow | undefined;
    return row && leadOf(kind, row);
  });

/** Every stored lead with where it went, oldest first, for the operator's export. */
export function* storedLeads(): Generator<StoredLead & { delivery: OutboxEntry | null }> {
  for (const kind of Object.keys(TABLES) as LeadKind[]) {
    const rows = read((db) => db.prepare(`SELECT * FROM ${TABLES[kind]} ORDER BY id`).all() as unknown as LeadRow[]);
    for (const row of rows) {
      const lead = leadOf(kind, row);
      yield { ...lead, delivery: read((db) => outboxEntryOf(db, kind, lead.id)) };
    }
  }
}
