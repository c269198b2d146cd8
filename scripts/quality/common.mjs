// What the quality gates share: the budget file, the build output, tables of figures and a
// `gatsby serve` of the build for the gates that need HTTP.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const publicDir = join(root, 'public');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** tests/quality/budget.json: every threshold and page list of the gates. */
export const budget = readJson(join(root, 'tests/quality/budget.json'));
export const siteUrl = readJson(join(root, 'data/site.json')).siteUrl;
export const locales = readJson(join(root, 'data/locales.json')).locales.filter((locale) => locale.built);

/** Stops a gate with a message when there is no build to check. */
export function requireBuild(gate) {
  if (!existsSync(join(publicDir, 'webpack.stats.json'))) {
    console.error(`${gate}: no production build in public/ (run npm run build first)`);
    process.exit(1);
  }
}

/** Every file (not folder) under public/, as paths relative to it with forward slashes. */
export function publicFiles(dir = publicDir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Every built page with what Gatsby recorded of it (public/page-data/…/page-data.json):
 * its URL path, template chunk, page context (locale, translation set, route id), and for
 * client-only pages their matchPath and route (pattern and parameter rules).
 */
export function builtPages() {
  const dir = join(publicDir, 'page-data');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(`${sep}page-data.json`) || file === 'page-data.json')
    .map((file) => {
      const data = readJson(join(dir, file));
      return {
        path: data.path,
        pageDataFile: join(dir, file),
        template: data.componentChunkName,
        context: data.result?.pageContext ?? {},
        matchPath: data.matchPath ?? null,
        route: data.result?.data?.route ?? null,
        html: htmlFileFor(data.path),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The HTML file Gatsby writes for a page path (`/en/` → public/en/index.html). */
export function htmlFileFor(pagePath) {
  const inner = pagePath.replace(/^\/+|\/+$/g, '');
  if (inner.endsWith('.html')) return join(publicDir, inner);
  return join(publicDir, inner, 'index.html');
}

/**
 * Imports a TypeScript module of the project that has no imports of its own (such as
 * src/lib/routes.ts), so that a gate applies the site's own rules instead of a copy.
 */
export async function importTypeScript(path) {
  const source = readFileSync(join(root, path), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

export const relativeToRoot = (path) => relative(root, path);

export const kB = (bytes) => (bytes / 1024).toFixed(1);

/** Prints rows (arrays) as a table with aligned columns; numbers are right-aligned. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const numeric = header.map(
    (_, column) =>
      rows.length > 0 && rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+( [a-zA-Z%]+)?$/.test(String(row[column]))),
  );
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}

/** The port the browser gates serve the build on (the same variable as the Playwright config). */
export const port = Number(process.env.E2E_PORT ?? 9000);
export const baseUrl = `http://127.0.0.1:${port}`;

/**
 * Serves public/ with `gatsby serve` (the production server the e2e tests use: real 404
 * status, client-only routes) until `close()` is called.
 */
export async function serveBuild() {
  const server = spawn(join(root, 'node_modules/.bin/gatsby'), ['serve', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`gatsby serve exited (${server.exitCode}); is port ${port} free?`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`gatsby serve did not answer on ${baseUrl} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    close: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** Ends the gate: prints the verdict line every gate ends with and sets the exit code. */
export function finish(gate, problems, summary) {
  if (problems.length) {
    console.log(`\n${gate}: FAILED, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const problem of problems) console.log(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${gate}: passed${summary ? ` (${summary})` : ''}`);
  }
}
