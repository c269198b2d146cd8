// The embedded API's server for production: the functions Gatsby compiled (src/api/), as the
// internals-patches plugin lists them in .cache/api-functions.json, each loaded once when the
// server starts and kept, answering /api/* with the request
// and response Gatsby's own `gatsby serve` gives them (Express; cookies, query, params of a
// [value].ts route). `gatsby serve` loads the function from disk again on every request, which
// holds the API to a few dozen requests a second (npm run bench:api). Settings reach the
// functions unchanged through this process's environment.
//
// Beyond what `gatsby serve` does: the API's services start with the process (the store is
// opened and migrated, the outbox's worker delivers what an earlier run left pending); the body
// is read here and handed over whole, so that broken JSON and a body too large get the
// function's own answer (400, 413 in the envelope, translated) instead of a parser's empty one;
// an /api/ path no function serves gets the `not-found` function's 404; and SIGTERM drains: the
// readiness check turns 503, requests in flight are answered, deliveries in flight finish, then
// the process exits. Several of these processes may share one data directory (docs/deploy.md).
//
//   node scripts/serve-api.mjs [--port 9081] [--host 127.0.0.1] [--quiet: no settings report at start]
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
// Gatsby's own copies of what its `gatsby serve` uses for functions.
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve('gatsby/package.json'));
const express = gatsbyRequire('express');
const cookie = gatsbyRequire('cookie');
const { match } = gatsbyRequire('@gatsbyjs/reach-router');
const { settingsReport } = createRequire(import.meta.url)('./server-settings.cjs');

/** The build's list of its compiled functions (plugins/gatsby-plugin-internals-patches, functionsManifest). */
export const functionsList = join(root, '.cache', 'api-functions.json');
/** The function that answers every path no other function serves (src/api/not-found.ts). */
const NOT_FOUND_ROUTE = 'not-found';
/** A body past this is cut off with its connection: the functions refuse anything over 16 KB anyway. */
const BODY_CAP_BYTES = 1024 * 1024;
/** How long SIGTERM waits for requests and deliveries in flight before it exits anyway. */
export const DRAIN_TIMEOUT_MS = 60_000;

/** The compiled functions of the build: [{ route, matchPath, file }]. The one place that reads their list. */
export function readFunctionsManifest(list = functionsList) {
  if (!existsSync(list)) throw new Error(`serve-api: no list of compiled functions at ${list} (run npm run build first)`);
  return JSON.parse(readFileSync(list, 'utf8')).map((entry) => ({ ...entry, file: join(root, entry.file), source: entry.file }));
}

/** Loads one compiled function: its handler (Gatsby's wrapper around the default export). */
export function loadFunction(entry) {
  const module = createRequire(entry.file)(entry.file);
  const handler = module?.default ?? module;
  if (typeof handler !== 'function') throw new Error(`serve-api: ${entry.source} does not export a function`);
  return { route: entry.route, matchPath: entry.matchPath, handler };
}

/** Every compiled function of the build, loaded once: [{ route, matchPath, handler }]. */
export const loadFunctions = (list = functionsList) => readFunctionsManifest(list).map(loadFunction);

/**
 * The API's services (src/lib/server/services.ts), which every compiled function registers on
 * globalThis when it loads: start, drain, stop, readiness and the outbox's operations.
 */
export function apiServices() {
  const services = globalThis[Symbol.for('northwind.embedded-api.services')];
  if (!services) throw new Error('serve-api: the compiled functions registered no services (an old build? run npm run build)');
  return services;
}

/** The function for a path below /api/, exact routes first, then match paths (as Gatsby picks). */
export function findFunction(functions, pathFragment) {
  const exact = functions.find((fn) => fn.route === pathFragment);
  if (exact) return { fn: exact, params: {} };
  for (const fn of functions) {
    const result = fn.matchPath ? match(fn.matchPath, pathFragment) : null;
    if (result) return { fn, params: result.params };
  }
  return null;
}

/** Reads the whole body into req.body (a Buffer, or undefined for none), so no parser of Gatsby's runs. */
function readBody(req, _res, next) {
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= BODY_CAP_BYTES) chunks.push(chunk);
    else req.destroy();
  });
  req.on('end', () => {
    req.body = size > 0 ? Buffer.concat(chunks) : undefined;
    next();
  });
  req.on('error', next);
}

export function createApiApp(functions = loadFunctions()) {
  const notFound = functions.find((fn) => fn.route === NOT_FOUND_ROUTE);
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', 'loopback');
  app.use('/api', (req, res, next) => {
    let pathFragment = '';
    try {
      pathFragment = decodeURIComponent(req.path.replace(/^\/+/, ''));
    } catch {
      // A malformed escape names no function: the unknown-path answer.
    }
    const found = findFunction(functions, pathFragment) ?? (notFound && { fn: notFound, params: {} });
    if (!found) return res.sendStatus(404);
    req.cookies = req.headers.cookie ? cookie.parse(req.headers.cookie) : {};
    res.locals.found = found;
    next();
  });
  app.use('/api', readBody);
  app.use('/api', async (req, res) => {
    const { fn, params } = res.locals.found;
    req.params = params;
    try {
      await fn.handler(req, res);
    } catch (error) {
      console.error(`serve-api: /api/${fn.route}`, error);
      if (!res.headersSent) res.sendStatus(500);
    }
  });
  return app;
}

/** Starts the server and the API's services; resolves to the Node server once it listens. */
export function startApiServer({ port = 9081, host = '127.0.0.1', quiet = false } = {}) {
  if (!quiet) for (const line of settingsReport()) console.log(line);
  const functions = loadFunctions();
  apiServices().start();
  const app = createApiApp(functions);
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => {
      if (!quiet) console.log(`serve-api: ${functions.length} functions loaded once, http://${host}:${server.address().port}/api/`);
      resolve(server);
    });
    server.keepAliveTimeout = 65_000;
  });
}

/**
 * Stops as a balancer needs it: readiness answers 503 at once, the server takes no new
 * connection and closes idle ones, the requests in flight are answered (their connections
 * closed after), the outbox's deliveries in flight finish, the store is closed. Resolves when
 * all that is done or `timeoutMs` has passed (false then).
 */
export async function drainApiServer(server, { timeoutMs = DRAIN_TIMEOUT_MS } = {}) {
  const services = apiServices();
  services.drain();
  server.on('request', (_req, res) => res.headersSent || res.setHeader('Connection', 'close'));
  const closed = new Promise((resolve) => server.close(resolve));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const timer = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'timeout').unref());
  const finished = Promise.all([closed, closed.then(() => services.stop())]).then(() => 'done');
  const outcome = await Promise.race([finished, timer]);
  clearInterval(idle);
  return outcome === 'done';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const server = await startApiServer({
    port: Number(option('port', process.env.API_PORT ?? 9081)),
    host: option('host', '127.0.0.1'),
    quiet: process.argv.includes('--quiet'),
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`serve-api: ${signal}: finishing the requests and deliveries in flight`);
    const drained = await drainApiServer(server);
    if (!drained) console.error(`serve-api: still busy after ${DRAIN_TIMEOUT_MS / 1000} s; exiting anyway`);
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
