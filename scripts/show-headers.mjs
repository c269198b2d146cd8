// npm run headers: what the static host answers for one HTML page, one content-hashed script, a
// page's page-data and builds/latest.json, as `curl -I` prints it, from the current build served
// by nginx with the generated rules (npm run serve:nginx, started and stopped here). The CSP and
// Permissions-Policy values are shortened: they are in public/_headers in full.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicDir, startNginx } from './serve-nginx.mjs';

const stats = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8'));
const app = stats.namedChunkGroups.app.assets.map((asset) => asset.name).find((name) => /^app-.*\.js$/.test(name));
const paths = ['/en/trading/forex/', `/${app}`, '/page-data/en/trading/forex/page-data.json', '/builds/latest.json'];
const shown = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
  'access-control-allow-origin',
];
const shorten = (value) => (value.length > 100 ? `${value.slice(0, 97)}...` : value);

const server = await startNginx({ quiet: true });
try {
  let first;
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { method: 'HEAD' });
    const headers = shown.filter((name) => response.headers.has(name)).map((name) => [name, response.headers.get(name)]);
    // After the first answer, only what differs from it (the security headers are the same on every one).
    const differing = first ? headers.filter(([name, value]) => first.get(name) !== value || name === 'cache-control') : headers;
    first ??= new Map(headers);
    console.log(`$ curl -I ${server.url}${path}\nHTTP/1.1 ${response.status} ${response.statusText}`);
    for (const [name, value] of differing) console.log(`${name}: ${shorten(value)}`);
    if (differing.length < headers.length) console.log(`(${headers.length - differing.length} more as in the first answer)`);
    console.log('');
  }
} finally {
  await server.stop();
}
