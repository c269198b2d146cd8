/**
 * Delivering the outbox: each lead stored for an upstream is forwarded at once by the request
 * that stored it, and, when the upstream fails, times out or cannot be reached, again by the
 * worker of every API process, after a wait that doubles with each attempt (OUTBOX_BACKOFF:
 * the first wait and the longest, in seconds), each wait drawn at random between its half and
 * its whole so that many leads do not retry in step. It never gives up: a lead stays pending
 * until its upstream accepts or refuses it, across restarts (the rows are in the database), and
 * the readiness check shows the backlog (docs/api.md, The outbox).
 */
import { logEvent } from './log';
import { numberSetting, rangeSetting, setting, type SettingName } from './settings';
import {
  claimDueEntries,
  findLead,
  recordAttempt,
  StoreUnavailable,
  type AttemptOutcome,
  type LeadKind,
  type OutboxEntry,
  type StoredLead,
} from './store';
import { forward } from './upstream';

const UPSTREAMS: Record<LeadKind, SettingName> = { application: 'REGISTER_UPSTREAM_URL', request: 'SIGNUP_UPSTREAM_URL' };

/** Where a kind of lead goes; '' when it is stored only. */
export const upstreamOf = (kind: LeadKind): string => setting(UPSTREAMS[kind]);

/** How often the worker looks for leads whose time has come. */
export const POLL_MS = 1000;
/** The most leads one process forwards at once. */
export const BATCH = 8;
/** How long a process may hold a lead beyond the upstream's timeout before another takes it over. */
const HOLD_MARGIN_MS = 30_000;

export const holdUntil = (now: Date): Date => new Date(now.getTime() + numberSetting('UPSTREAM_TIMEOUT_MS') + HOLD_MARGIN_MS);

/**
 * The wait before the next attempt after `attempts` failed ones: `first` seconds doubled with
 * each attempt up to `longest`, then a random point between half of it and all of it.
 */
export function retryDelayMs(attempts: number, backoff: { first: number; longest: number }, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.longest, backoff.first * 2 ** Math.max(0, attempts - 1)) * 1000;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What an upstream gets: the lead as stored, with its reference and when it arrived (the key is added by forward). */
export const upstreamBody = (lead: StoredLead): Record<string, unknown> => ({
  ...lead.payload,
  reference: lead.reference,
  received_at: lead.receivedAt,
});

/**
 * Records an attempt's outcome. When the store takes no write at that moment (the upstream has the
 * lead, the row cannot say so), the row stays held and then pending: it is sent again later under
 * the same key, which the upstream keeps once. The outcome is returned as it happened either way,
 * so that the visitor is told the truth.
 */
function record(entry: OutboxEntry, outcome: AttemptOutcome, now: Date, requestId: string): OutboxEntry {
  try {
    return recordAttempt(entry.id, outcome, now);
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    logEvent(requestId, 'outbox-record-failed', { outboxId: entry.id, state: outcome.state, reason: error.reason });
    const attempts = entry.attempts + 1;
    return outcome.state === 'pending'
      ? { ...entry, attempts, lastError: outcome.error }
      : { ...entry, attempts, state: outcome.state, answer: outcome.answer };
  }
}

/** One attempt at a held row; records its outcome and returns the row as it now is. */
export async function deliver(entry: OutboxEntry, requestId?: string): Promise<OutboxEntry> {
  const lead = findLead(entry.kind, entry.leadId);
  const url = upstreamOf(entry.kind);
  const result =
    lead && url
      ? await forward(url, upstreamBody(lead), { requestId: requestId ?? lead.requestId, idempotencyKey: entry.idempotencyKey })
      : { outcome: 'failed' as const, reason: lead ? `${UPSTREAMS[entry.kind]} is not set` : 'the lead is missing' };
  const now = new Date();
  const log = { reference: lead?.reference ?? null, outboxId: entry.id, attempt: entry.attempts + 1 };
  const logId = requestId ?? lead?.requestId ?? '';
  if (result.outcome === 'failed') {
    const { low: first, high: longest } = rangeSetting('OUTBOX_BACKOFF');
    const wait = retryDelayMs(entry.attempts + 1, { first, longest });
    logEvent(logId, 'outbox-attempt-failed', {
      ...log,
      reason: result.reason,
      retryInSeconds: Math.round(wait / 1000),
    });
    return record(entry, { state: 'pending', error: result.reason, nextAttemptAt: new Date(now.getTime() + wait) }, now, logId);
  }
  const state = result.outcome === 'accepted' ? 'sent' : 'refused';
  if (entry.attempts > 0 || state === 'refused') {
    logEvent(logId, `outbox-${state}`, { ...log, upstreamStatus: result.answer.status }, state === 'sent' ? 'info' : 'error');
  }
  return record(entry, { state, answer: result.answer }, now, logId);
}

interface WorkerState {
  timer?: ReturnType<typeof setTimeout>;
  running: boolean;
  inFlight: Set<Promise<unknown>>;
  lastProblem?: string;
}

const workerKey = Symbol.for('northwind.embedded-api.outbox-worker');
const worker = (): WorkerState => {
  const global = globalThis as unknown as Record<symbol, WorkerState | undefined>;
  global[workerKey] ??= { running: false, inFlight: new Set() };
  return global[workerKey] as WorkerState;
};

/** Keeps a delivery in the set the worker waits for when it stops. */
export function tracked<T>(work: Promise<T>): Promise<T> {
  const { inFlight } = worker();
  inFlight.add(work);
  return work.finally(() => inFlight.delete(work));
}

/** Forwards every due lead nobody holds, BATCH at a time, until none is due; returns the rows as they ended. */
export async function deliverDue(now: () => Date = () => new Date()): Promise<OutboxEntry[]> {
  const done: OutboxEntry[] = [];
  for (;;) {
    const time = now();
    const batch = claimDueEntries(time, holdUntil(time), BATCH);
    if (batch.length === 0) return done;
    done.push(...(await Promise.all(batch.map((entry) => tracked(deliver(entry))))));
  }
}

async function poll(): Promise<void> {
  const state = worker();
  state.timer = undefined;
  if (!state.running) return;
  try {
    if (upstreamOf('application') || upstreamOf('request')) await deliverDue();
    state.lastProblem = undefined;
  } catch (error) {
    // A store that cannot be read now may be readable at the next poll; say so once.
    const problem = error instanceof StoreUnavailable ? error.reason : String(error);
    if (problem !== state.lastProblem) logEvent('', 'outbox-worker-failed', { reason: problem });
    state.lastProblem = problem;
  }
  if (state.running) schedule(state, POLL_MS);
}

function schedule(state: WorkerState, delayMs: number): void {
  state.timer = setTimeout(() => void tracked(poll()), delayMs);
  state.timer.unref?.();
}

/** Starts this process's worker (once). Its timer does not keep a process alive. */
export function startOutboxWorker(): void {
  const state = worker();
  if (state.running) return;
  state.running = true;
  schedule(state, 0);
}

/** Stops the worker and waits for the deliveries in flight (SIGTERM). */
export async function stopOutboxWorker(): Promise<void> {
  const state = worker();
  state.running = false;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  while (state.inFlight.size) await Promise.allSettled([...state.inFlight]);
}
