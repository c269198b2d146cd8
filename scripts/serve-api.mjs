// The embedded API's server for production: the functions Gatsby compiled (src/api/), as the
// internals-patches plugin lists them in .cache/api-functions.json, each loaded once when the
// server starts and kept, answering /api/* with the request
// and response Gatsby's own `gatsby serve` gives them (Express; cookies, query, params of a
// [value].ts route, the body parsed by the same parsers). `gatsby serve` loads the function from
// disk again on every request, which holds the API to a few dozen requests a second
// (npm run bench). Settings reach the functions unchanged through this process's environment.
//
//   node scripts/serve-api.mjs [--port 9081] [--host 127.0.0.1]
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
// Gatsby's own copies of what its `gatsby serve` uses for functions.
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve('gatsby/package.json'));
const express = gatsbyRequire('express');
const cookie = gatsbyRequire('cookie');
const multer = gatsbyRequire('multer');
const { match } = gatsbyRequire('@gatsbyjs/reach-router');
const { settingsReport } = createRequire(import.meta.url)('./server-settings.cjs');

/** The build's list of its compiled functions (plugins/gatsby-plugin-internals-patches, functionsManifest). */
export const functionsList = join(root, '.cache', 'api-functions.json');

/** Every compiled function of the build, loaded once: [{ route, matchPath, handler }]. */
export function loadFunctions(list = functionsList) {
  if (!existsSync(list)) throw new Error(`serve-api: no list of compiled functions at ${list} (run npm run build first)`);
  const load = createRequire(list);
  return JSON.parse(readFileSync(list, 'utf8')).map(({ route, matchPath, file }) => {
    const module = load(join(root, file));
    const handler = module?.default ?? module;
    if (typeof handler !== 'function') throw new Error(`serve-api: ${file} does not export a function`);
    return { route, matchPath, handler };
  });
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

// Gatsby's default body parsers when a function exports no `config` (none here may: README, API).
const parserOptions = { limit: '100kb' };

export function createApiApp(functions = loadFunctions()) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use('/api', (req, res, next) => {
    let pathFragment;
    try {
      pathFragment = decodeURIComponent(req.path.replace(/^\/+/, ''));
    } catch {
      return res.sendStatus(400);
    }
    const found = findFunction(functions, pathFragment);
    if (!found) return res.sendStatus(404);
    req.cookies = req.headers.cookie ? cookie.parse(req.headers.cookie) : {};
    res.locals.found = found;
    next();
  });
  app.use(
    '/api',
    multer().any(),
    express.raw(parserOptions),
    express.text(parserOptions),
    express.urlencoded({ ...parserOptions, extended: true }),
    express.json(parserOptions),
  );
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
  // A body over the parsers' limit or broken before a function saw it: what Gatsby answers.
  app.use((error, _req, res, _next) => {
    res.status(error.status ?? 500).end();
  });
  return app;
}

/** Starts the server; resolves to the Node server once it listens. */
export function startApiServer({ port = 9081, host = '127.0.0.1', quiet = false } = {}) {
  if (!quiet) for (const line of settingsReport()) console.log(line);
  const functions = loadFunctions();
  const app = createApiApp(functions);
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => {
      if (!quiet) console.log(`serve-api: ${functions.length} functions loaded once, http://${host}:${server.address().port}/api/`);
      resolve(server);
    });
    server.keepAliveTimeout = 65_000;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const server = await startApiServer({ port: Number(option('port', process.env.API_PORT ?? 9081)), host: option('host', '127.0.0.1') });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
