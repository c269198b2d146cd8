// Runs the production build and every quality gate after it (the npm scripts below), each to
// the end even when an earlier one fails, then prints a summary; exits non-zero if any failed.
// A failed build stops the run: the other gates check its output (the last two build and serve
// a copy of the project of their own). The end of each failed gate's
// output is printed again under the summary, because CI logs are often read from their tail.
import { spawn } from 'node:child_process';
import { printTable, root } from './common.mjs';

const gates = [
  ['Build', 'quality:build'],
  ['JavaScript budget', 'quality:js'],
  ['HTML validity', 'quality:html'],
  ['Links', 'quality:links:nginx'],
  ['Machine readers', 'quality:machine-readers'],
  ['Translations', 'quality:translations'],
  ['Browser tests', 'test:e2e'],
  ['Static host (nginx)', 'test:nginx'],
  ['Accessibility', 'quality:a11y'],
  ['Lighthouse', 'quality:lighthouse'],
  ['Publishing', 'quality:publishing'],
  ['Development server', 'quality:develop'],
];

const failureTailLines = 40;

/** Runs one npm script, passing its output through; resolves to its exit status and last lines. */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        tail = (tail + chunk)
          .split('\n')
          .slice(-failureTailLines - 1)
          .join('\n');
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ status, tail }));
  });
}

const started = Date.now();
const results = [];
const failureTails = [];
for (const [name, script] of gates) {
  console.log(`\n=== ${name} (npm run ${script}) ===\n`);
  const gateStarted = Date.now();
  const { status, tail } = await runScript(script);
  results.push([name, `npm run ${script}`, status === 0 ? 'passed' : 'FAILED', ((Date.now() - gateStarted) / 1000).toFixed(0)]);
  if (status !== 0) failureTails.push([name, tail]);
  if (status !== 0 && script === 'quality:build') break;
}

for (const [name, tail] of failureTails) console.log(`\n=== ${name} failed; the end of its output ===\n\n${tail.trimEnd()}`);

console.log('\n=== Quality gates ===\n');
printTable(['gate', 'alone', 'result', 'seconds'], results);
const failed = results.filter(([, , result]) => result !== 'passed');
console.log(
  `\n${failed.length ? `${failed.length} of ${gates.length} gates failed` : 'all gates passed'}; ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
process.exitCode = failed.length || results.length < gates.length ? 1 : 0;
