/**
 * Taking a lead (POST /api/register, POST /api/signUp): it is committed to the store before
 * anything else happens, then forwarded at once when its upstream is set. The outcome says what
 * the visitor may be told truthfully: `sent` or `refused` (the upstream answered in time),
 * `queued` (stored; the outbox forwards it later), `stored` (no upstream: kept here). When the
 * store cannot take it, StoreUnavailable reaches apiHandler, which answers 503: never a success
 * for what was not stored.
 *
 * The idempotency key (the `Idempotency-Key` header, else the body's `idempotency_key`, else a
 * new one) makes a repeated submission of the same lead (a retry after a lost answer) return
 * the first one's outcome, and try its delivery again at once if it is still pending.
 */
import { randomUUID } from 'node:crypto';
import { deliver, holdUntil, tracked, upstreamOf } from './delivery';
import { ApiError, type ApiRequest } from './handler';
import { claimEntry, saveLead, type LeadKind, type OutboxEntry, type StoredLead, type UpstreamAnswer } from './store';

export type Intake =
  { outcome: 'stored' | 'queued'; lead: StoredLead } | { outcome: 'sent' | 'refused'; lead: StoredLead; answer: UpstreamAnswer };

const KEY = /^[\w.:-]{8,128}$/;

/** The key a client gave the lead (header first, then body), or a new one; 400 for a malformed one. */
export function idempotencyKeyOf(request: Pick<ApiRequest, 'headers' | 'body'>): string {
  const header = request.headers['idempotency-key'];
  const field = (request.body as { idempotency_key?: unknown } | undefined)?.idempotency_key;
  const given = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
  if (given === undefined) return randomUUID();
  if (!KEY.test(given.trim())) throw new ApiError(400, 'errors.unreadable');
  return given.trim();
}

const outcomeOf = (lead: StoredLead, entry: OutboxEntry | null): Intake => {
  if (!entry) return { outcome: 'stored', lead };
  if (entry.state !== 'pending' && entry.answer) return { outcome: entry.state, lead, answer: entry.answer };
  return { outcome: 'queued', lead };
};

export async function takeLead(
  request: Pick<ApiRequest, 'id' | 'headers' | 'body'>,
  lead: { kind: LeadKind; language: string; payload: Record<string, unknown> },
): Promise<Intake> {
  const now = new Date();
  const forwardTo = upstreamOf(lead.kind);
  const saved = saveLead(
    { ...lead, idempotencyKey: idempotencyKeyOf(request), requestId: request.id, receivedAt: now },
    forwardTo ? { holdUntil: holdUntil(now) } : null,
  );
  if (!saved.delivery || saved.delivery.state !== 'pending') return outcomeOf(saved.lead, saved.delivery);
  const held = saved.created ? saved.delivery : claimEntry(saved.delivery.id, now, holdUntil(now));
  if (!held) return { outcome: 'queued', lead: saved.lead };
  return outcomeOf(saved.lead, await tracked(deliver(held, request.id)));
}
