// Lighthouse gate: the mobile preset on the pages of tests/quality/budget.json in each of its
// locales, served by `gatsby serve`, in Debian's Chromium, with third-party hosts blocked;
// every page is measured `runs` times and the median of each figure is held to the budget (a page
// over the timing budget is measured `runs` times more, once, and that median counts).
// A page entry with a "state" is measured as a user flow: the page load, then opening the
// state (timespan: layout shift and blocking time), then a snapshot of the open state. Every run
// is a new visitor's: the cookie consent's first layer must show in it.
// Usage: node scripts/quality/lighthouse.mjs   (after a production build; E2E_PORT sets the port)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Lighthouse's own dependency: its user-flow API drives a puppeteer page.
import puppeteer from 'puppeteer-core';
import lighthouse, { startFlow } from 'lighthouse';
import { headlessShell } from '../browsers.mjs';
import { baseUrl, budget, finish, locales, printTable, requireBuild, root, serveBuild } from './common.mjs';

const gate = 'Lighthouse';
requireBuild(gate);
const settings = budget.lighthouse;
const categories = Object.keys(settings.minScores);

/** A `common` string in the translation set of a locale prefix. */
function commonText(localeCode) {
  const set = locales.find((locale) => locale.code === localeCode)?.translationSet ?? 'en';
  const strings = JSON.parse(readFileSync(join(root, 'locales', set, 'common.json'), 'utf8'));
  return (key) => key.split('.').reduce((node, part) => node?.[part], strings);
}

/**
 * Clicks the first visible button whose rendered text (or aria-label) is one of the names; false
 * when there is none. Found in the page's DOM, not with puppeteer's ARIA selector: that query has
 * the browser build the page's accessibility tree, which took 45-80 ms tasks (CPU slowed 4x) inside
 * the measured opening, work no visitor's click causes.
 */
async function clickButton(page, names) {
  const handle = await page.evaluateHandle(
    (wanted) =>
      [...document.querySelectorAll('button')].find(
        (button) =>
          button.checkVisibility() && (wanted.includes(button.innerText.trim()) || wanted.includes(button.getAttribute('aria-label'))),
      ),
    names,
  );
  const button = handle.asElement();
  if (!button) return false;
  await button.click();
  return true;
}

/** The UI states of tests/e2e/ui-states.ts for a puppeteer page: the same buttons by the same names. */
const uiStates = {
  search: async (page, t) => clickButton(page, [t('nav.search')]),
  mobileMenu: async (page, t) => (await clickButton(page, [t('nav.menu')])) && Boolean(await page.waitForSelector('dialog[open]')),
  signUp: async (page, t) => {
    const names = [t('nav.signUp'), t('nav.signUpLong')];
    return (await clickButton(page, names)) || ((await uiStates.mobileMenu(page, t)) && clickButton(page, names));
  },
};

/**
 * Chrome's scheduling priority over this process and the server (nice values: lower runs first).
 * On this 2-core machine the renderer otherwise waits for a core while Lighthouse's own process
 * and the server work, and Lighthouse's simulation counts that wait as the page's blocking time
 * (docs/quality.md, How Lighthouse is measured): in 8 interleaved runs of the Arabic market news page, median TBT 196 ms
 * at equal priority and 98 with Chrome first. Raising a priority takes root, as CI runs; without
 * it the gate says so and measures at equal priority.
 */
const chromeNice = -10;
let equalPriorityNoted = false;

async function launch() {
  const browser = await puppeteer.launch({
    executablePath: headlessShell.path,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // Puppeteer starts Chrome as a process group of its own; its later processes (renderers) inherit the value.
  try {
    execFileSync('renice', ['-n', String(chromeNice), '-g', String(browser.process().pid)], { stdio: 'ignore' });
  } catch {
    if (!equalPriorityNoted)
      console.warn(`Lighthouse: could not give Chrome nice ${chromeNice} (needs root); measuring at equal priority, TBT reads higher`);
    equalPriorityNoted = true;
  }
  return browser;
}

/** Hosts other than the local server that the pages load (scripts added later included). */
async function thirdPartyHosts(urls) {
  const browser = await launch();
  const hosts = new Set();
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const { host, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && host !== new URL(baseUrl).host) hosts.add(host);
    });
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await browser.close();
  }
  return [...hosts];
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};
const score = (lhr, category) => (lhr.categories[category]?.score == null ? undefined : Math.round(lhr.categories[category].score * 100));
const metric = (lhr, audit) => lhr.audits[audit]?.numericValue;

/**
 * The load's blocking time as Lighthouse's simulation counts it (each task's time times the CPU
 * slowdown, halved for a task that lays out, beyond 50 ms), but from the main thread's CPU time in
 * each task instead of its wall time. On this 2-core machine the renderer's main thread waits for a
 * core for much of its tasks' wall time (docs/quality.md, How Lighthouse is measured), so the difference between the two
 * is the machine's share, and this figure the page's own. Printed beside TBT; the budget holds TBT.
 */
function blockingTimeByCpu(trace, url, { cpuSlowdownMultiplier }) {
  const events = trace.traceEvents;
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return undefined;
  const mainThread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const layouts = mainThread.filter((event) => event.name === 'Layout');
  let total = 0;
  for (const task of mainThread.filter((event) => event.name === 'RunTask' && event.ts + event.dur >= parse.ts)) {
    const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts < task.ts + task.dur);
    const simulated = ((task.tdur ?? task.dur) / 1000) * (laysOut ? cpuSlowdownMultiplier / 2 : cpuSlowdownMultiplier);
    total += Math.max(0, simulated - 50);
  }
  return total;
}

/** The figures of one run: the page load (and its trace), and for a state, its opening and the open state. */
function figures({ lhr: load, artifacts }, opening, open) {
  return {
    tbtByCpu: blockingTimeByCpu(artifacts.Trace, load.finalDisplayedUrl, load.configSettings.throttling),
    performance: score(load, 'performance'),
    accessibility: score(open ?? load, 'accessibility'),
    'best-practices': Math.min(score(load, 'best-practices'), open ? score(open, 'best-practices') : 100),
    seo: score(load, 'seo'),
    cls: Math.max(metric(load, 'cumulative-layout-shift'), opening ? metric(opening, 'cumulative-layout-shift') : 0),
    tbt: Math.max(metric(load, 'total-blocking-time'), opening ? metric(opening, 'total-blocking-time') : 0),
    lcp: metric(load, 'largest-contentful-paint'),
    // Lighthouse's measure of the host's speed: a busy machine scores low and inflates TBT.
    benchmarkIndex: Math.round(load.environment.benchmarkIndex),
    /** category → audits that scored below 1 */
    weakAudits: Object.fromEntries(
      categories.map((category) => [
        category,
        [load, opening, open]
          .filter((lhr) => lhr?.categories[category])
          .flatMap((lhr) => lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => audit.id),
      ]),
    ),
  };
}

async function measure(url, state, locale, flags) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    // Each run is a new visitor: the cookie consent's first layer shows during the load, and is still there after it.
    const consentShown = async (measured) => ({ ...measured, consentShown: Boolean(await page.$('[data-consent-banner]')) });
    if (!state) return await consentShown(figures(await lighthouse(url, flags, undefined, page)));
    const open = uiStates[state];
    if (!open) throw new Error(`budget.json names the state "${state}"; the Lighthouse gate knows ${Object.keys(uiStates).join(', ')}`);
    const flow = await startFlow(page, { flags });
    await flow.navigate(url);
    await flow.startTimespan();
    if (!(await open(page, commonText(locale)))) throw new Error(`${url}: no visible button opens the state "${state}"`);
    await page.waitForSelector('dialog[open]');
    // The opening ends when the state has settled (its code, images and the work they bring), not
    // at the first sign of the dialog: what a part defers to a later task is still counted.
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 15_000 });
    await flow.endTimespan();
    await flow.snapshot();
    const [load, opening, snapshot] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const loadArtifacts = (await flow.createArtifactsJson()).gatherSteps[0].artifacts;
    return await consentShown(figures({ lhr: load, artifacts: loadArtifacts }, opening, snapshot));
  } finally {
    await browser.close();
  }
}

const server = await serveBuild();
const problems = [];
const rows = [];
try {
  const targets = settings.pages.flatMap((entry) =>
    (entry.path.includes('{lang}') ? settings.locales : [settings.locales[0]]).map((locale) => ({
      url: `${baseUrl}${entry.path.replace('{lang}', locale)}`,
      state: entry.state,
      locale,
    })),
  );
  const discovered = await thirdPartyHosts([...new Set(targets.map((target) => target.url))]);
  const blockedUrlPatterns = [...settings.blockedUrlPatterns, ...discovered.map((host) => `*://${host}/*`)];
  console.log(
    `Blocked third-party URL patterns: ${blockedUrlPatterns.join(', ') || 'none'}${discovered.length ? ` (seen on the pages: ${discovered.join(', ')})` : ''}`,
  );
  // The full-page screenshot only illustrates the report's element lists (no score reads it); taking
  // it renders the whole page at its full height after every run.
  const flags = { logLevel: 'error', onlyCategories: categories, blockedUrlPatterns, disableFullPageScreenshot: true };

  /** Measures a page `runs` times; prints each run's timings and returns the runs' medians. */
  async function measureMedians({ url, state, locale }, name) {
    const runs = [];
    for (let run = 0; run < settings.runs; run++) runs.push(await measure(url, state, locale, flags));
    const value = Object.fromEntries([...categories, 'cls', 'tbt', 'lcp'].map((key) => [key, median(runs.map((r) => r[key]))]));
    const spread = runs.map((r) => r.performance).join('/');
    console.log(
      `${name}: performance ${spread}, TBT ${runs.map((r) => Math.round(r.tbt)).join('/')} ms (the load's by CPU time: ${runs.map((r) => (r.tbtByCpu === undefined ? '?' : Math.round(r.tbtByCpu))).join('/')} ms), host benchmark index ${runs.map((r) => r.benchmarkIndex).join('/')}`,
    );
    return { runs, value, spread };
  }
  const overTimingBudget = ({ value }) => value.tbt > settings.maxTBTms || !(value.performance >= settings.minScores.performance);

  for (const target of targets) {
    const name = `${target.url.slice(baseUrl.length)}${target.state ? ` [${target.state}]` : ''}`;
    let measured = await measureMedians(target, name);
    // Timings are the machine's as much as the page's here (docs/quality.md, How Lighthouse is measured): a page over
    // the timing budget is measured once more, like a failed browser test is retried in CI, and
    // the second median is the one held to the budget. A lasting regression fails both (a 100 ms
    // task after load did: docs/quality.md, How Lighthouse is measured, also says what TBT does not see).
    if (overTimingBudget(measured)) {
      console.log(
        `${name}: TBT ${Math.round(measured.value.tbt)} ms, performance ${measured.value.performance}: over the budget; measuring it again`,
      );
      measured = await measureMedians(target, name);
    }
    const { runs, value, spread } = measured;
    rows.push([
      name,
      `${value.performance} (${spread})`,
      value.accessibility,
      value['best-practices'],
      value.seo,
      value.cls.toFixed(3),
      Math.round(value.tbt),
      Math.round(value.lcp),
    ]);

    for (const [category, minimum] of Object.entries(settings.minScores)) {
      if (!(value[category] >= minimum)) {
        const audits = [...new Set(runs.flatMap((r) => r.weakAudits[category]))].join(', ');
        problems.push(`${name}: ${category} ${value[category]} (median of ${settings.runs}), needs ${minimum}; audits below 1: ${audits}`);
      }
    }
    const withoutConsent = runs.filter((run) => !run.consentShown).length;
    if (withoutConsent)
      problems.push(
        `${name}: the cookie consent's first layer did not show in ${withoutConsent} of ${runs.length} runs (a new visitor is asked: data/consent.json, askIn)`,
      );
    if (value.cls > settings.maxCLS) problems.push(`${name}: cumulative layout shift ${value.cls.toFixed(4)}, budget ${settings.maxCLS}`);
    if (value.tbt > settings.maxTBTms)
      problems.push(`${name}: total blocking time ${Math.round(value.tbt)} ms, budget ${settings.maxTBTms} ms`);
  }
} finally {
  server.close();
}

console.log(
  `\nLighthouse ${settings.runs} runs per page, mobile preset, medians (performance: median (each run)); budget: performance ≥ ${settings.minScores.performance}, others ${settings.minScores.accessibility}, CLS ≤ ${settings.maxCLS}, TBT ≤ ${settings.maxTBTms} ms\n`,
);
printTable(['page', 'performance', 'a11y', 'best pr.', 'SEO', 'CLS', 'TBT ms', 'LCP ms'], rows);
finish(gate, problems, `${rows.length} pages`);
