// Build benchmark (not part of npm test): cold production builds of the site with synthetic
// news articles prebuilt in every locale (BENCH_ARTICLES, gatsby/create-pages.ts), at two
// sizes, N/2 and N articles per locale, so that the growth shows. Prints pages, seconds,
// pages per second, peak memory and the size of Gatsby's app chunk, which holds one
// match-paths entry per page under a client-only route.
// Leaves no build behind (public/ and .cache/ are cleaned): build again before other gates.
// Usage: npm run bench [-- --articles N]   (default 1000; all 20 locales), after the API benchmark
// (api-bench.mjs), which needs the build this one then cleans away.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatMemory, timedBuild } from './build.mjs';
import { kB, printTable, publicDir, root } from './common.mjs';

const argument = process.argv.indexOf('--articles');
const articles = argument > 0 ? Number(process.argv[argument + 1]) : 1000;
if (!Number.isInteger(articles) || articles < 2) throw new Error('--articles needs a whole number of at least 2');
if (process.env.BUILD_LOCALES) throw new Error('the benchmark builds every locale: unset BUILD_LOCALES');

const clean = () => spawnSync(join(root, 'node_modules/.bin/gatsby'), ['clean'], { cwd: root, stdio: 'ignore' });

function appChunk() {
  const stats = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8'));
  const app = stats.namedChunkGroups.app.assets.map((asset) => asset.name).find((name) => /^app-.*\.js$/.test(name));
  const matchPaths = JSON.parse(readFileSync(join(root, '.cache/match-paths.json'), 'utf8')).length;
  return { gzip: gzipSync(readFileSync(join(publicDir, app)), { level: 9 }).length, matchPaths };
}

const results = [];
for (const size of [Math.floor(articles / 2), articles]) {
  clean();
  console.log(`\nbenchmark: cold build with ${size} articles per locale …`);
  const build = await timedBuild({ env: { BENCH_ARTICLES: String(size) }, quiet: true });
  results.push({ size, ...build, ...appChunk() });
  console.log(`  ${build.pages} pages in ${build.seconds.toFixed(0)} s`);
}
clean();

console.log('\nBuild benchmark: cold builds, all locales\n');
printTable(
  ['articles/locale', 'pages', 'seconds', 'pages/s', 'peak memory', 'app chunk gzip KB', 'match-paths entries'],
  results.map((r) => [
    r.size,
    r.pages,
    r.seconds.toFixed(0),
    (r.pages / r.seconds).toFixed(1),
    formatMemory(r.peakBytes),
    kB(r.gzip),
    r.matchPaths,
  ]),
);
const [small, large] = results;
const perPage = (r) => (r.seconds / r.pages) * 1000;
if (large.seconds <= small.seconds) {
  console.log(
    '\nGrowth not measurable: the larger build was not slower, so the machine was busier during the first one; run again on an idle machine.',
  );
} else {
  const marginal = (large.pages - small.pages) / (large.seconds - small.seconds);
  console.log(
    `\nGrowth: the ${large.pages - small.pages} extra pages took ${(large.seconds - small.seconds).toFixed(0)} s (${marginal.toFixed(1)} pages/s); ` +
      `${perPage(small).toFixed(1)} → ${perPage(large).toFixed(1)} ms per page (equal when growth is linear).`,
  );
}
