/**
 * @jest-environment node
 *
 * The outbox's delivery against a local stand-in of the broker's CRM (a third party): leads
 * stored while it is down reach it once it is back, each key once, however many workers try.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StandIn, continueAt } from '../../../tests/stand-in';
import { deliverDue, retryDelayMs, startOutboxWorker, stopOutboxWorker } from './delivery';
import { closeDatabase, pendingEntries, saveLead, storedLeads } from './store';
import { apiServices } from './services';

/** The broker's CRM: accepts every lead (after `delayMs`) and records its key. */
class Crm extends StandIn {
  delayMs = 0;
  answer = (received: Parameters<StandIn['answer']>[0]) => continueAt(received, this.delayMs);
}

let dir: string;
let crm: Crm;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'delivery-'));
  process.env.EMBEDDED_API_DATA_DIR = dir;
  process.env.OUTBOX_BACKOFF = '1/2';
  crm = new Crm();
  await crm.start();
  process.env.REGISTER_UPSTREAM_URL = `${crm.url}/leads`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopOutboxWorker();
  await crm.stop();
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
  for (const name of ['OUTBOX_BACKOFF', 'REGISTER_UPSTREAM_URL', 'UPSTREAM_TIMEOUT_MS']) delete process.env[name];
});

const storePending = (count: number) => {
  for (let index = 0; index < count; index++) {
    saveLead(
      {
        kind: 'application',
        idempotencyKey: `lead-key-${String(index).padStart(4, '0')}`,
        requestId: `request-${index}`,
        language: 'en',
        payload: { first_name: 'Ada' },
        receivedAt: new Date(),
      },
      // Held until now: free for the first worker that looks.
      { holdUntil: new Date() },
    );
  }
};

const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('retryDelayMs', () => {
  it('doubles from the first wait up to the longest, between half and all of it', () => {
    const backoff = { first: 10, longest: 3600 };
    expect(retryDelayMs(1, backoff, () => 0)).toBe(5000);
    expect(retryDelayMs(1, backoff, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, backoff, () => 1)).toBe(80_000);
    expect(retryDelayMs(20, backoff, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(20, backoff, () => 0)).toBe(1_800_000);
    const waits = Array.from({ length: 200 }, () => retryDelayMs(3, backoff));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(20_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(40_000);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });
});

it('forwards due leads once each, however many workers (processes) look at the same time', async () => {
  storePending(20);
  await Promise.all([deliverDue(), deliverDue(), deliverDue()]);
  expect(crm.keys().sort()).toEqual([...storedLeads()].map((lead) => lead.idempotencyKey).sort());
  expect(new Set(crm.keys()).size).toBe(20);
  expect(pendingEntries()).toEqual([]);
});

it('keeps trying a lead while the upstream is down, and delivers it when it is back', async () => {
  const port = crm.port;
  await crm.stop();
  storePending(3);
  startOutboxWorker();
  await waitFor(() => pendingEntries().every((entry) => entry.attempts >= 2));
  expect(pendingEntries()[0].lastError).toMatch(/unreachable \(ECONNREFUSED\)/);
  crm = new Crm();
  await crm.start(port);
  await waitFor(() => pendingEntries().length === 0);
  expect(crm.keys().sort()).toEqual(['lead-key-0000', 'lead-key-0001', 'lead-key-0002']);
  const [lead] = [...storedLeads()];
  expect(lead.delivery).toMatchObject({
    state: 'sent',
    answer: { data: { redirect_address: `https://portal.example/continue/${lead.reference}` } },
  });
});

it('finishes the deliveries in flight before it stops', async () => {
  crm.delayMs = 500;
  storePending(2);
  startOutboxWorker();
  await waitFor(() => crm.keys().length === 2);
  await stopOutboxWorker();
  expect(pendingEntries()).toEqual([]);
});

describe('readiness', () => {
  it('is ready with the backlog, its oldest age and the last success; not ready while draining', async () => {
    const port = crm.port;
    await crm.stop();
    storePending(2);
    await deliverDue();
    const later = new Date(Date.now() + 90_000);
    const services = apiServices();
    expect(services.readiness(later)).toEqual({
      ready: true,
      draining: false,
      database: { writable: true },
      outbox: {
        pending: 2,
        oldestPendingAgeSeconds: expect.any(Number),
        lastSentAt: null,
        lastFailure: { at: expect.any(String), error: expect.stringMatching(/unreachable/) },
      },
      upstreams: { register: true, signUp: false },
    });
    expect(services.readiness(later).outbox?.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(89);
    crm = new Crm();
    await crm.start(port);
    await services.outbox.retry();
    expect(services.readiness().outbox).toMatchObject({ pending: 0, lastSentAt: expect.any(String), lastFailure: null });
    services.drain();
    expect(services.readiness()).toMatchObject({ ready: false, draining: true });
    services.state.draining = false;
  });
});
