// API benchmark (npm run bench, not part of npm test): the embedded API and a static page under
// load, first from `gatsby serve` (which loads a function from disk again on every request), then
// through nginx and the API's own server (npm run serve:nginx, each function loaded once), in the
// same run with the same load tool (autocannon: 20 connections, 10 s per URL after a 2 s warm-up).
// Fails when the nginx figures miss the targets below. Needs a build (npm run build).
import autocannon from 'autocannon';
import { baseUrl, printTable, requireBuild, serveBuild } from './common.mjs';
import { startNginx } from '../serve-nginx.mjs';

const CONNECTIONS = 20;
const SECONDS = 10;
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
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
    });
    console.log(`  ${server} ${path}: ${result.requests.average.toFixed(0)} requests/s`);
  }
  return rows;
}

requireBuild('API benchmark');
console.log(`API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per URL\n`);
const rows = [];
const gatsby = await serveBuild();
try {
  rows.push(...(await measure('gatsby serve', baseUrl)));
} finally {
  gatsby.close();
}
const nginx = await startNginx({ quiet: true });
try {
  rows.push(...(await measure('nginx + serve-api', nginx.url)));
} finally {
  await nginx.stop();
}

console.log('\nAPI benchmark\n');
printTable(
  ['server', 'URL', 'requests/s', 'median ms', 'p99 ms', 'non-2xx or errors'],
  rows.map((row) => [row.server, row.path, row.requests.toFixed(0), row.p50, row.p99, row.failed]),
);
const misses = rows
  .filter((row) => row.server !== 'gatsby serve' && targets[row.path])
  .flatMap((row) => {
    const target = targets[row.path];
    return [
      ...(row.requests < target.requests ? [`${row.path}: ${row.requests.toFixed(0)} requests/s, target ${target.requests}`] : []),
      ...(row.p99 > target.p99 ? [`${row.path}: p99 ${row.p99} ms, target ${target.p99}`] : []),
      ...(row.failed ? [`${row.path}: ${row.failed} failed requests`] : []),
    ];
  });
console.log(
  misses.length
    ? `\nAPI benchmark: targets missed\n${misses.map((miss) => `  - ${miss}`).join('\n')}`
    : '\nAPI benchmark: nginx targets met',
);
process.exitCode = misses.length ? 1 : 0;
