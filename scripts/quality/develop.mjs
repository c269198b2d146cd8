// Development server gate: `npm run develop` as a developer runs it (no GATSBY_ACTIVE_ENV), for two
// languages, in a copy of the project (project-copy.mjs: the build's .cache/ and public/ stay as
// they are) on DEVELOP_PORT (default E2E_PORT + 1). It loads a page in each language in
// Chromium's headless shell (the development server sends a shell; the browser renders the
// page) and checks its title, heading, language and that no error was thrown; then posts the
// README's GraphQL examples to /___graphql in each language and checks each answers something,
// with the webinars' texts in the language asked for. Stops the server at the end.
// Usage: node scripts/quality/develop.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { headlessShell } from '../browsers.mjs';
import { finish, port as e2ePort, root } from './common.mjs';
import { projectCopy } from './project-copy.mjs';

const gate = 'Development server';
const LANGUAGES = ['en', 'ar'];
/** The page loaded in each language: the route the README's PageSections example asks for. */
const ROUTE_ID = 'trading-account-types';
const STARTUP_LIMIT_MS = 10 * 60_000;
/** How long a page may take to show in the browser (the server extracts its queries on the first request). */
const PAGE_LIMIT_MS = 60_000;
const TITLE_LIMIT_MS = 10_000;
const port = Number(process.env.DEVELOP_PORT ?? e2ePort + 1);
const origin = `http://127.0.0.1:${port}`;

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const localeTable = readJson('data/locales.json').locales;
const brand = readJson('data/site.json').brand.name;
const routePath = readJson('data/routes.json').routes.find((route) => route.id === ROUTE_ID).path;

/** The README's GraphQL examples by operation name (its one graphql block). */
function readmeQueries(readme) {
  const block = readme.match(/```graphql\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md has no graphql block');
  return Object.fromEntries(block.split(/^(?=query )/m).map((query) => [query.match(/^query (\w+)/)[1], query.trim()]));
}

/** Starts `gatsby develop` in `cwd`; resolves once it says it is ready, with a function that stops it. */
function startDevelop(cwd) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', BUILD_LOCALES: LANGUAGES.join(',') };
  delete env.GATSBY_ACTIVE_ENV;
  const server = spawn(join(cwd, 'node_modules/.bin/gatsby'), ['develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      try {
        process.kill(-server.pid, signal);
      } catch {
        return; // already gone
      }
      if (await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 10_000, false))])) return;
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`gatsby develop was not ready within ${STARTUP_LIMIT_MS / 60_000} min`)),
      STARTUP_LIMIT_MS,
    );
    const read = (chunk) => {
      output += stripVTControlCharacters(String(chunk));
      if (output.includes('You can now view')) {
        clearTimeout(timer);
        resolve({ stop });
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`gatsby develop exited (${code}) before it was ready:\n${output.split('\n').slice(-30).join('\n')}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
}

/** Loads the page in a language; answers what is wrong with it. */
async function checkPage(browser, code) {
  const locale = localeTable.find((entry) => entry.code === code);
  const routeTitle = readJson(`locales/${locale.translationSet}/common.json`).routes[ROUTE_ID];
  const page = await browser.newPage();
  const errors = [];
  // The page's heading, or the first error it throws (the page does not recover from one).
  const thrown = new Promise((resolve) =>
    page.on('pageerror', (error) => {
      errors.push(String(error));
      resolve();
    }),
  );
  // Only the development server: no third party (its scripts cannot load here).
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const url = `${origin}/${code}/${routePath}/`;
  const started = Date.now();
  await page.goto(url);
  const problems = [];
  const shown = await Promise.race([
    page
      .waitForFunction((title) => document.querySelector('main h1')?.textContent === title, routeTitle, { timeout: PAGE_LIMIT_MS })
      .then(
        () => true,
        () => false,
      ),
    thrown.then(() => false),
  ]);
  if (!shown) {
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => 'none');
    problems.push(
      `${url}: no <main> heading "${routeTitle}" (${errors.length ? 'an error was thrown' : `${PAGE_LIMIT_MS / 1000} s`}; heading: ${heading})`,
    );
  }
  const expectedTitle = `${routeTitle} | ${brand}`;
  // In development Gatsby renders the Head in an effect after the page has rendered, so the title
  // can follow the heading by a moment.
  if (shown)
    await page
      .waitForFunction((expected) => document.title === expected, expectedTitle, { timeout: TITLE_LIMIT_MS })
      .catch(() => undefined);
  const title = await page.title();
  if (title !== expectedTitle) problems.push(`${url}: title "${title}", not "${expectedTitle}"`);
  const lang = await page.getAttribute('html', 'lang');
  if (lang !== locale.tag) problems.push(`${url}: html lang "${lang}", not "${locale.tag}"`);
  problems.push(...errors.map((error) => `${url}: ${error}`));
  console.log(`${url}: "${title}" (lang ${lang}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.close();
  return problems;
}

async function graphql(query, variables) {
  const response = await fetch(`${origin}/___graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) return { errors: [`HTTP ${response.status}`] };
  return response.json();
}

/** Asks the README's examples in a language; answers what is wrong with the answers. */
async function checkQueries(queries, code) {
  const locale = localeTable.find((entry) => entry.code === code);
  const webinars = readJson('data/content/webinars.json').webinars;
  const times = webinars.map((webinar) => Date.parse(webinar.startsAt));
  const day = (time) => new Date(time).toISOString().slice(0, 10);
  const asked = {
    WebinarsOfWeek: { from: day(Math.min(...times)), to: day(Math.max(...times) + 86_400_000), language: code },
    InstrumentWithSymbols: { symbol: 'XAUUSD' },
    PageSections: { pageId: ROUTE_ID },
  };
  const problems = [];
  for (const [name, variables] of Object.entries(asked)) {
    if (!queries[name]) {
      problems.push(`the README has no query ${name}`);
      continue;
    }
    const { data, errors } = await graphql(queries[name], variables);
    if (errors || !data) {
      problems.push(`${name} ${JSON.stringify(variables)}: ${JSON.stringify(errors)}`);
      continue;
    }
    if (name === 'WebinarsOfWeek') {
      const nodes = data.allWebinar.nodes;
      if (!nodes.length) problems.push(`${name} (${code}): no webinars`);
      for (const node of nodes) {
        const text = webinars.find((webinar) => webinar.id === node.webinarId)?.text ?? {};
        const expected = [code, locale.translationSet].find((language) => text[language]) ?? 'en';
        if (node.text.language !== expected || !node.text.title)
          problems.push(`${name} (${code}): ${node.webinarId} answered in "${node.text.language}", not "${expected}"`);
      }
      const own = nodes.filter((node) => node.text.language === locale.translationSet).length;
      console.log(`/___graphql ${name} (${code}): ${nodes.length} webinars, ${own} in ${locale.translationSet}`);
    } else if (name === 'InstrumentWithSymbols') {
      if (!data.instrument?.tradingSymbol || !data.instrument.marketInfo?.instruments.length)
        problems.push(`${name}: no instrument with its symbol and market`);
      else
        console.log(
          `/___graphql ${name}: ${data.instrument.symbol}, ${data.instrument.marketInfo.instruments.length} instruments in its market`,
        );
    } else {
      if (!data.pageBody?.sections.length) problems.push(`${name}: no sections`);
      else console.log(`/___graphql ${name}: ${data.pageBody.sections.length} sections of ${data.pageBody.path}`);
    }
  }
  return problems;
}

const started = Date.now();
const copy = projectCopy('develop-gate');
const problems = [];
let server;
try {
  console.log(`gatsby develop (BUILD_LOCALES=${LANGUAGES.join(',')}) on ${origin} …`);
  server = await startDevelop(copy.dir);
  const ready = (Date.now() - started) / 1000;
  console.log(`ready after ${ready.toFixed(0)} s`);
  const browser = await chromium.launch({ executablePath: headlessShell.path });
  try {
    for (const code of LANGUAGES) problems.push(...(await checkPage(browser, code)));
  } finally {
    await browser.close();
  }
  const queries = readmeQueries(readFileSync(join(root, 'README.md'), 'utf8'));
  for (const code of LANGUAGES) problems.push(...(await checkQueries(queries, code)));
} catch (error) {
  problems.push(error.message);
} finally {
  await server?.stop();
  copy.remove();
}
finish(gate, problems, `${((Date.now() - started) / 1000).toFixed(0)} s`);
