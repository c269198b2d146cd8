// Compares the site's search (src/lib/search.ts) with MiniSearch, the kept library closest
// to what the search needs (fuzzy and prefix matching, field boosts), on the built index of
// every translation set: the judged queries' hits (the answering page first, or in the first
// three), the 95th percentile of query times, the time to make the index searchable once
// loaded, and the library's own weight (docs/search.md). npm run bench:search, after a build.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { minify } from 'terser';
import ts from 'typescript';
import { importTypeScript, kB, printTable, publicDir, requireBuild, root } from './common.mjs';
import { judgedQueries, readIndex, setOfIndex, timeQueries, timingQueries } from './search-queries.mjs';

requireBuild('search-compare');
const { foldForSearch, searchEntries } = await importTypeScript('src/lib/search.ts');

// The same words for both: the segmenter's words in scripts without spaces, else the folded words.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const tokenize = (text) =>
  Array.from(segmenter.segment(foldForSearch(text)))
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);

const edits = (term) => (/^[a-z]+$/.test(term) ? (term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0) : 0);

/** MiniSearch set up as close to the site's search as it goes: AND of the words, title and breadcrumb boosted, menu entries first. */
function miniSearchOf(entries) {
  const index = new MiniSearch({
    fields: ['title', 'breadcrumb', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      combineWith: 'AND',
      boost: { title: 4, breadcrumb: 2 },
      prefix: true,
      fuzzy: (term) => edits(term),
      boostDocument: (id) => (entries[id].menu ? 2 : 1),
    },
  });
  index.addAll(entries.map((entry, id) => ({ id, title: entry.title, breadcrumb: entry.breadcrumb, text: entry.text ?? '' })));
  return (query) =>
    index
      .search(query)
      .slice(0, 10)
      .map((result) => entries[result.id]);
}

function loadTime(make) {
  const start = performance.now();
  const search = make();
  return { search, ms: performance.now() - start };
}

// Each engine's JavaScript as the build ships it: minified, gzip level 9.
const require = createRequire(import.meta.url);
const libraryDir = join(require.resolve('minisearch'), '../../..');
const shipped = async (source) => gzipSync((await minify(source, { module: true })).code, { level: 9 }).length;
const weights = {
  site: await shipped(
    ts.transpileModule(readFileSync(join(root, 'src/lib/search.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText,
  ),
  mini: await shipped(readFileSync(join(libraryDir, 'dist/es/index.js'), 'utf8')),
};
const libraryVersion = JSON.parse(readFileSync(join(libraryDir, 'package.json'), 'utf8')).version;

const names = readdirSync(join(publicDir, 'search-index'))
  .filter((file) => file.endsWith('.json') && !file.endsWith('.texts.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .filter((name) => setOfIndex(name) === name)
  .sort();
const rows = [];
const misses = [];
const totals = { site: [0, 0, 0], mini: [0, 0, 0] };
for (const name of names) {
  const { entries } = readIndex(name);
  const engines = {
    site: loadTime(() => {
      searchEntries(entries, 'x');
      return (query) => searchEntries(entries, query);
    }),
    mini: loadTime(() => miniSearchOf(entries)),
  };
  const judged = judgedQueries(name);
  const timed = timingQueries(name, entries);
  const row = [name, judged.length];
  for (const [engine, { search, ms }] of Object.entries(engines)) {
    let first = 0;
    let top3 = 0;
    for (const { kind, query, path } of judged) {
      const found = search(query).map((entry) => entry.path);
      if (found[0] === path) first += 1;
      if (found.slice(0, 3).includes(path)) top3 += 1;
      else misses.push(`${engine} ${name} ${kind} "${query}": ${found.slice(0, 3).join(', ') || 'nothing'}`);
    }
    const p95 = timeQueries(search, timed);
    totals[engine][0] += first;
    totals[engine][1] += top3;
    totals[engine][2] = Math.max(totals[engine][2], p95);
    row.push(first, top3, p95.toFixed(2), ms.toFixed(0));
  }
  rows.push(row);
}
console.log(
  `\nSearch: the site's own matching against MiniSearch ${libraryVersion} (judged queries: the answering page first / in the first three; p95 of the gate's timed queries in ms, Node; ms to make the loaded index searchable)\n`,
);
printTable(['set', 'judged', 'site 1st', 'site top 3', 'site p95', 'site ready', 'mini 1st', 'mini top 3', 'mini p95', 'mini ready'], rows);
const judgedTotal = rows.reduce((sum, row) => sum + row[1], 0);
for (const [engine, label] of [
  ['site', 'site'],
  ['mini', 'MiniSearch'],
]) {
  console.log(
    `${label}: ${totals[engine][0]}/${judgedTotal} first, ${totals[engine][1]}/${judgedTotal} in the first three, worst p95 ${totals[engine][2].toFixed(2)} ms, ${kB(weights[engine])} KB gzip of JavaScript`,
  );
}
if (misses.length) console.log(`\nNot in the first three:\n${misses.join('\n')}`);
