// The operator's command for the outbox of the embedded API (docs/api.md, The outbox). Run it
// from the site's folder with the API's settings (its environment: EMBEDDED_API_DATA_DIR and the
// upstreams), beside running API processes or without any:
//
//   npm run outbox                      the leads still pending: age, attempts, next attempt, last error
//   npm run outbox -- retry [id …]      forward them now (all, or those ids), in this process, and say how each went
//   npm run outbox -- export [--out f]  every stored lead with its delivery, one JSON object a line
//
// It runs the API's own code: the compiled functions of the build (npm run build) register the
// store and the outbox on globalThis when they load (scripts/serve-api.mjs, apiServices).
import { createWriteStream } from 'node:fs';
import { readFunctionsManifest, loadFunction, apiServices } from './serve-api.mjs';
import { printTable } from './quality/common.mjs';

/** A duration as an operator reads it: 42 s, 7 min, 3 h 5 min, 2 d 4 h. */
export function age(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const since = (iso, now) => (iso ? age(now - Date.parse(iso)) : '');

export function pendingTable(entries, now = Date.now()) {
  return entries.map((entry) => [
    entry.id,
    entry.kind,
    entry.reference,
    since(entry.createdAt, now),
    entry.attempts,
    entry.nextAttemptAt ? (Date.parse(entry.nextAttemptAt) <= now ? 'due' : `in ${age(Date.parse(entry.nextAttemptAt) - now)}`) : '',
    entry.leaseUntil && Date.parse(entry.leaseUntil) > now ? 'being sent' : (entry.lastError ?? ''),
  ]);
}

/** One exported line: the lead, and where it went (no idempotency-key bookkeeping beyond the key). */
export const exportLine = ({ delivery, ...lead }) =>
  JSON.stringify({
    ...lead,
    delivery: delivery && {
      state: delivery.state,
      attempts: delivery.attempts,
      lastAttemptAt: delivery.lastAttemptAt,
      lastError: delivery.lastError,
      doneAt: delivery.doneAt,
      upstreamStatus: delivery.answer?.status ?? null,
    },
  });

async function main([command = 'list', ...rest]) {
  // Any one compiled function brings the services; the health check is the smallest.
  const health = readFunctionsManifest().find((entry) => entry.route === 'health');
  if (!health) throw new Error('outbox: the build has no health function (run npm run build)');
  loadFunction(health);
  const { outbox } = apiServices();
  const header = ['id', 'kind', 'reference', 'age', 'attempts', 'next attempt', 'last error'];

  if (command === 'list') {
    const pending = outbox.pending();
    if (pending.length === 0) return console.log('outbox: nothing pending');
    printTable(header, pendingTable(pending));
    console.log(`\noutbox: ${pending.length} pending, the oldest stored ${since(pending[0].createdAt, Date.now())} ago`);
  } else if (command === 'retry') {
    const ids = rest.map(Number).filter(Number.isInteger);
    const tried = await outbox.retry(ids.length ? ids : undefined);
    if (tried.length === 0) return console.log('outbox: nothing to send (nothing pending, or an API process is sending it now)');
    printTable(
      ['id', 'kind', 'state', 'attempts', 'last error'],
      tried.map((entry) => [entry.id, entry.kind, entry.state, entry.attempts, entry.state === 'pending' ? (entry.lastError ?? '') : '']),
    );
    const left = tried.filter((entry) => entry.state === 'pending').length;
    console.log(`\noutbox: ${tried.length - left} of ${tried.length} taken by the upstream (sent or refused); ${left} still pending`);
    process.exitCode = left ? 1 : 0;
  } else if (command === 'export') {
    const index = rest.indexOf('--out');
    const out = index >= 0 ? createWriteStream(rest[index + 1]) : process.stdout;
    let count = 0;
    for (const lead of outbox.exported()) {
      out.write(`${exportLine(lead)}\n`);
      count++;
    }
    if (out !== process.stdout) await new Promise((resolve) => out.end(resolve));
    console.error(`outbox: exported ${count} leads`);
  } else {
    throw new Error(`outbox: unknown command ${command} (list, retry [id …], export [--out file])`);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  try {
    await main(process.argv.slice(2));
    await apiServices().stop();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
