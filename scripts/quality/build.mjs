// Build gate: runs the production build (`gatsby build`), prints its wall-clock time, page
// count, pages per second and the peak memory of its process tree, and fails when it takes
// longer than the budget or when Gatsby says its HTML renderer cannot be trusted ("Unsafe builtin
// method was used": code the renderer runs read a file, so every later build renders every page)
// or complains about one of the site's plugins (an unknown API export or option).
// Also used by the benchmarks (scripts/quality/bench.mjs, publish-bench.mjs).
// Usage: node scripts/quality/build.mjs
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { budget, finish, publicDir, publicFiles, root } from './common.mjs';

const { settings } = createRequire(import.meta.url)('../server-settings.cjs');

const pageSize = 4096;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeResidentBytes(rootPid) {
  const children = new Map();
  const resident = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      resident.set(pid, Number(fields[21]) * pageSize);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop();
    total += resident.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** How many pages' HTML a build rendered, from Gatsby's progress line ("Building static HTML for pages - 1.2s - 60/60"). */
export const htmlPagesRendered = (log) => {
  const counts = [...stripVTControlCharacters(log).matchAll(/Building static HTML for pages[^\n]*? - (\d+)\/(\d+)/g)];
  return counts.length ? Number(counts.at(-1)[1]) : 0;
};

/** Gatsby's warning that code its HTML renderer runs used a Node built-in, such as reading a file. */
export const unsafeBuiltinWarning = (log) => /Unsafe builtin (method was used|usage)/.test(log);

/**
 * Gatsby's complaints about the site's own plugins, which it prints and builds on: an export of a
 * gatsby-node, gatsby-browser or gatsby-ssr file that is not one of its APIs (ignored, and an
 * error in `gatsby develop`), or an option a plugin's schema does not declare.
 */
export const pluginComplaints = (log) => [
  ...new Set(
    (
      stripVTControlCharacters(log).match(
        /^.*(is using the API "[^"]+" which is not a known API|there are unknown plugin options for ).*$/gm,
      ) ?? []
    ).map((line) => line.replace(/^[-\s]*(warning Warning: )?/, '')),
  ),
];

/**
 * Runs `gatsby build` with extra environment variables (in `cwd`, the project by default);
 * resolves with the wall-clock seconds, the number of HTML pages in public/, the peak resident
 * memory in bytes, the HTML pages rendered and the build's output.
 */
export function timedBuild({ env = {}, quiet = false, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const build = spawn(join(cwd, 'node_modules/.bin/gatsby'), ['build'], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    for (const [stream, target] of [
      [build.stdout, process.stdout],
      [build.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        log += chunk;
        if (!quiet || stream === build.stderr) target.write(chunk);
      });
    }
    let peakBytes = 0;
    const sampler = setInterval(() => {
      peakBytes = Math.max(peakBytes, treeResidentBytes(build.pid));
    }, 250);
    build.on('error', reject);
    build.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        const tail = quiet ? `; the end of its output:\n${stripVTControlCharacters(log).trimEnd().split('\n').slice(-40).join('\n')}` : '';
        reject(new Error(`gatsby build exited with code ${code} after ${seconds.toFixed(0)} s${tail}`));
        return;
      }
      const pages = publicFiles(join(cwd, 'public')).filter((file) => file.endsWith('.html')).length;
      resolve({ seconds, pages, peakBytes, rendered: htmlPagesRendered(log), log });
    });
  });
}

export const formatMemory = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/**
 * A value for each secret server setting (data/server-settings.json), set while the gate
 * builds as an operator might set it by mistake: none may end up in what the build writes.
 */
const secretCanaries = () =>
  Object.fromEntries(settings.filter((setting) => setting.secret).map((setting) => [setting.name, `canary-${setting.name}-${Date.now()}`]));

/** The files under public/ and .cache/functions/ that contain any of the values. */
function filesHolding(values) {
  const holding = [];
  for (const dir of [publicDir, join(root, '.cache', 'functions')]) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'latin1');
      if (values.some((value) => text.includes(value))) holding.push(relative(root, file));
    }
  }
  return holding;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const gate = 'Build';
  const canaries = secretCanaries();
  const { seconds, pages, peakBytes, log } = await timedBuild({ env: canaries });
  const limit = budget.build.maxSeconds;
  const partial = process.env.BUILD_LOCALES ? ` (partial build: BUILD_LOCALES=${process.env.BUILD_LOCALES})` : '';
  console.log(
    `\nBuild${partial}: ${seconds.toFixed(1)} s wall clock (budget ${limit} s), ${pages} HTML pages, ${(pages / seconds).toFixed(0)} pages/s, peak memory ${formatMemory(peakBytes)} (process tree)`,
  );
  const problems = seconds > limit ? [`the build took ${seconds.toFixed(0)} s, budget ${limit} s`] : [];
  if (unsafeBuiltinWarning(log)) {
    problems.push(
      'Gatsby warned "Unsafe builtin method was used": code the HTML renderer runs reads a file, so every build renders every page',
    );
  }
  problems.push(...pluginComplaints(log).map((line) => `Gatsby: ${line}`));
  const leaks = filesHolding(Object.values(canaries));
  console.log(`Secret settings set during the build (${Object.keys(canaries).join(', ')}): found in ${leaks.length} output files`);
  problems.push(...leaks.map((file) => `${file} holds the value of a secret server setting given at build time`));
  finish(gate, problems, `${seconds.toFixed(0)} s, ${pages} pages`);
}
