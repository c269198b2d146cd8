// API benchmark (npm run bench:api, not part of npm test): the embedded API and a static page under
// load, from `gatsby serve` (which loads a function from disk again on every request) once, then
// through nginx with one and with two processes of the API's own server (npm run serve:nginx, each
// function loaded once), in ROUNDS interleaved rounds, with the same load tool (autocannon: 20
// connections, 10 s per URL after a 2 s warm-up). Prints medians and ranges over the rounds; fails
// when the two-process figures (serve:nginx's default) miss the targets below. Needs a build.
import autocannon from 'autocannon';
import { baseUrl, printTable, requireBuild, serveBuild } from './common.mjs';
import { startNginx } from '../serve-nginx.mjs';

const CONNECTIONS = 20;
const SECONDS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** What the API must sustain behind nginx on this machine (2 cores), per URL: requests/s and p99 ms. */
const targets = {
  '/api/location': { requests: 1000, p99: 100 },
  '/api/articles?lang=en': { requests: 500, p99: 100 },
};
const urls = ['/api/location', '/api/articles?lang=en', '/en/trading/forex/'];

const load = (url, duration) => autocannon({ url, connections: CONNECTIONS, duration });

async function measure(server, origin) {
  const rows = [];
  for (const path of urls) {
    await load(`${origin}${path}`, 2);
    const result = await load(`${origin}${path}`, SECONDS);
    rows.push({
      server,
      path,
      requests: result.requests.average,
      p99: result.latency.p99,
      failed: result.non2xx + result.timeouts,
      // Socket errors, not answers (the tool counts its timeouts among them too): nginx closes a
      // client's connection after its 1,000th request (keepalive_requests), and the tool may have
      // written the next one onto it already. An API process failing behind nginx answers 502.
      resets: result.errors - result.timeouts,
    });
    console.log(`  ${server} ${path}: ${result.requests.average.toFixed(0)} requests/s, p99 ${result.latency.p99} ms`);
  }
  return rows;
}

requireBuild('API benchmark');
console.log(`API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per URL, ${ROUNDS} rounds of nginx with 1 and 2 API processes\n`);
const rows = [];
const gatsby = await serveBuild();
try {
  rows.push(...(await measure('gatsby serve', baseUrl)));
} finally {
  gatsby.close();
}
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate which goes first, so that neither always meets the machine in the same state.
  const order = round % 2 ? [1, 2] : [2, 1];
  for (const apiProcesses of order) {
    const nginx = await startNginx({ quiet: true, apiProcesses });
    try {
      rows.push(...(await measure(`nginx + ${apiProcesses} API process${apiProcesses > 1 ? 'es' : ''}`, nginx.url)));
    } finally {
      await nginx.stop();
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values, digits = 0) =>
  values.length > 1
    ? `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
    : values[0].toFixed(digits);
const groups = new Map();
for (const row of rows) {
  const key = `${row.server}|${row.path}`;
  groups.set(key, [...(groups.get(key) ?? []), row]);
}
console.log(`\nAPI benchmark: median (range) of ${ROUNDS} rounds; gatsby serve once\n`);
printTable(
  ['server', 'URL', 'requests/s', 'p99 ms', 'non-2xx or timed out', 'connections reset'],
  [...groups.values()].map((group) => [
    group[0].server,
    group[0].path,
    spread(group.map((row) => row.requests)),
    spread(group.map((row) => row.p99)),
    group.reduce((sum, row) => sum + row.failed, 0),
    group.reduce((sum, row) => sum + row.resets, 0),
  ]),
);
const misses = [...groups.values()]
  .filter((group) => group[0].server === 'nginx + 2 API processes' && targets[group[0].path])
  .flatMap((group) => {
    const { path } = group[0];
    const requests = median(group.map((row) => row.requests));
    const p99 = median(group.map((row) => row.p99));
    const failed = group.reduce((sum, row) => sum + row.failed, 0);
    return [
      ...(requests < targets[path].requests ? [`${path}: ${requests.toFixed(0)} requests/s, target ${targets[path].requests}`] : []),
      ...(p99 > targets[path].p99 ? [`${path}: p99 ${p99} ms, target ${targets[path].p99}`] : []),
      ...(failed ? [`${path}: ${failed} answers not 2xx or timed out`] : []),
    ];
  });
console.log(
  misses.length
    ? `\nAPI benchmark: targets missed\n${misses.map((miss) => `  - ${miss}`).join('\n')}`
    : '\nAPI benchmark: nginx targets met',
);
process.exitCode = misses.length ? 1 : 0;
