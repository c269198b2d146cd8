/**
 * What an API process runs besides answering requests: the store (opened and migrated when the
 * process starts) and the outbox's worker, and what the servers and the operator's command ask
 * of them (start, drain, stop, readiness, the outbox's list, retry and export).
 *
 * Gatsby compiles every function of src/api/ into a bundle of its own, each with its own copy of
 * this module; the one object they share is kept on globalThis. The servers reach it there after
 * loading the compiled functions (`apiServices` in scripts/serve-api.mjs), and so does the
 * outbox command (scripts/outbox.mjs): one implementation, whichever process runs it.
 */
import { deliverDue, startOutboxWorker, stopOutboxWorker, upstreamOf } from './delivery';
import { logEvent } from './log';
import {
  closeDatabase,
  makeDue,
  outboxBacklog,
  pendingEntries,
  probeWritable,
  storedLeads,
  StoreUnavailable,
  type Backlog,
  type OutboxEntry,
  type PendingEntry,
  type StoredLead,
} from './store';

export interface Readiness {
  /** The database is open and takes writes, and the process is not shutting down. */
  ready: boolean;
  draining: boolean;
  database: { writable: boolean; problem?: string };
  outbox: (Omit<Backlog, 'oldestPendingAt'> & { oldestPendingAgeSeconds: number | null }) | null;
  /** Which upstreams are set (never their addresses). */
  upstreams: { register: boolean; signUp: boolean };
}

export interface ApiServices {
  state: ServiceState;
  /** Opens the store and starts the outbox's worker; logs (never throws) when the store cannot be opened. */
  start(): void;
  /** Readiness turns false: a balancer stops sending requests while those in flight finish. */
  drain(): void;
  /** Stops the worker after the deliveries in flight and closes the store. */
  stop(): Promise<void>;
  readiness(now?: Date): Readiness;
  outbox: {
    pending(): PendingEntry[];
    /** Makes pending leads (all, or those of `ids`) due now and forwards them in this process. */
    retry(ids?: readonly number[]): Promise<OutboxEntry[]>;
    /** Every stored lead with its delivery, oldest first. */
    exported(): Generator<StoredLead & { delivery: OutboxEntry | null }>;
  };
}

interface ServiceState {
  started: boolean;
  draining: boolean;
  /** Whether the first request of a process starts the services (gatsby serve has no start hook). */
  startOnRequest: boolean;
}

function createServices(): ApiServices {
  const state: ServiceState = { started: false, draining: false, startOnRequest: true };
  return {
    state,
    start() {
      // A process that is shutting down starts nothing again, whatever request still arrives.
      if (state.started || state.draining) return;
      state.started = true;
      const probe = probeWritable();
      if (!probe.writable) logEvent('', 'store-unavailable', { reason: probe.reason });
      startOutboxWorker();
    },
    drain() {
      state.draining = true;
    },
    async stop() {
      state.draining = true;
      await stopOutboxWorker();
      closeDatabase();
      state.started = false;
    },
    readiness(now: Date = new Date()): Readiness {
      const probe = probeWritable(now);
      let outbox: Readiness['outbox'] = null;
      if (probe.writable) {
        const { oldestPendingAt, ...backlog } = outboxBacklog();
        const age = oldestPendingAt ? Math.round((now.getTime() - Date.parse(oldestPendingAt)) / 1000) : null;
        outbox = { ...backlog, oldestPendingAgeSeconds: age };
      }
      return {
        ready: probe.writable && !state.draining,
        draining: state.draining,
        database: probe.writable ? { writable: true } : { writable: false, problem: probe.problem },
        outbox,
        upstreams: { register: Boolean(upstreamOf('application')), signUp: Boolean(upstreamOf('request')) },
      };
    },
    outbox: {
      pending: pendingEntries,
      async retry(ids?: readonly number[]) {
        makeDue(new Date(), ids);
        return deliverDue();
      },
      exported: storedLeads,
    },
  };
}

const servicesKey = Symbol.for('northwind.embedded-api.services');

/** The process's services, created by the first bundle that asks. */
export function apiServices(): ApiServices {
  const global = globalThis as unknown as Record<symbol, ApiServices | undefined>;
  global[servicesKey] ??= createServices();
  return global[servicesKey];
}

// Registered as soon as a bundle loads, so that a server can start them before any request.
apiServices();

/** Starts the services on a request when no server started them (gatsby serve); tests switch it off. */
export function startOnRequest(): void {
  const services = apiServices();
  if (services.state.startOnRequest) services.start();
}

export { StoreUnavailable };
