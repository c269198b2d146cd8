// JavaScript budget: the first-load JavaScript of every page template (Gatsby's app chunk
// group plus the template's own group, from public/webpack.stats.json), raw and gzip, the
// largest modules in it (from the source maps), and the modules that must never be in it;
// the page data of every page per template and the shared strings files (docs/i18n-plugin.md);
// then the search index of each translation set (docs/search.md): the size of its two files
// (the first must stay small: the first results wait for it) and the time of a query over it;
// and, in every script of the build (first load or not), which files of data/ it holds: content
// reaches pages through their queries, never as a JSON file in the JavaScript.
// Usage: node scripts/quality/js-budget.mjs   (after a production build)
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budget, builtPages, finish, importTypeScript, kB, printTable, publicDir, requireBuild, root } from './common.mjs';
import { readIndex, timeQueries, timingQueries } from './search-queries.mjs';

const gate = 'JavaScript budget';
requireBuild(gate);
const limits = budget.javascript;
const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

const stats = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8'));
const scriptsOf = (group) =>
  (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64Value.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where a source file comes from: its npm package, or its path in the project. */
function owner(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^\.cache\/_this_is_virtual_fs_path_\//, '');
}

// Gatsby inlines match-paths.json (client-only routes and every static page under one) with
// JSON.parse and no source map; without this it would count as the module before it.
const inlinedJson = /JSON\.parse\('(?:[^'\\]|\\.)*'\)/g;

/** The minified code of one script, attributed to the packages and files it came from. */
function modulesOf(script) {
  const code = readFileSync(join(publicDir, script), 'utf8');
  const pieces = new Map();
  const add = (name, text) => pieces.set(name, (pieces.get(name) ?? '') + text);
  // The build moves source maps out of public/ (SOURCE_MAPS=keep, set for tests in .env.test).
  const mapFile = join(root, 'source-maps', `${script}.map`);
  if (!existsSync(mapFile)) {
    add(`${script} (no source map)`, code);
    return pieces;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of mappings.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    starts.forEach((start, index) => {
      let text = line.slice(start.column, starts[index + 1]?.column ?? line.length);
      text = text.replace(inlinedJson, (json) => {
        add(json.includes('"matchPath"') ? 'match-paths.json (Gatsby, inlined)' : 'inlined JSON', json);
        return '';
      });
      add(start.source === null ? '(webpack glue)' : owner(map.sources[start.source]), text);
    });
  });
  return pieces;
}

const modulesByScript = new Map();
const scriptModules = (script) => {
  if (!modulesByScript.has(script)) modulesByScript.set(script, modulesOf(script));
  return modulesByScript.get(script);
};
const sizeByScript = new Map();
const scriptSize = (script) => {
  if (!sizeByScript.has(script)) {
    const code = readFileSync(join(publicDir, script));
    sizeByScript.set(script, { raw: code.length, gzip: gzipSize(code) });
  }
  return sizeByScript.get(script);
};

const pages = builtPages();
const homeTemplate = pages.find((page) => page.path === limits.homePath)?.template;
const templates = Object.keys(stats.namedChunkGroups).filter((group) => group.startsWith('component---'));
const appScripts = scriptsOf('app');
const problems = [];
const rows = [];
const details = [];

for (const template of templates) {
  const scripts = [...new Set([...appScripts, ...scriptsOf(template)])];
  const raw = scripts.reduce((sum, script) => sum + scriptSize(script).raw, 0);
  const gzip = scripts.reduce((sum, script) => sum + scriptSize(script).gzip, 0);
  const isHome = template === homeTemplate;
  const limitKB = isHome ? limits.homeMaxKB : limits.templateMaxKB;
  const pageCount = pages.filter((page) => page.template === template).length;
  const name = template.replace(/^component---/, '');
  rows.push([
    name + (isHome ? ' (home)' : ''),
    pageCount,
    scripts.length,
    kB(raw),
    kB(gzip),
    limitKB,
    gzip / 1024 <= limitKB ? 'ok' : 'OVER',
  ]);
  if (gzip / 1024 > limitKB)
    problems.push(`${name}: first-load JavaScript ${kB(gzip)} KB gzip, budget ${limitKB} KB${isHome ? ' (home page)' : ''}`);

  const modules = new Map();
  for (const script of scripts) {
    for (const [module, text] of scriptModules(script)) modules.set(module, (modules.get(module) ?? '') + text);
  }
  for (const pattern of limits.neverFirstLoad) {
    const found = [...modules.keys()].filter((module) => module.toLowerCase().includes(pattern.toLowerCase()));
    if (found.length) problems.push(`${name}: first-load JavaScript holds ${found.join(', ')} (matches "${pattern}", must load on demand)`);
  }
  const sorted = [...modules.entries()]
    .map(([module, text]) => ({ module, raw: Buffer.byteLength(text), gzip: gzipSize(text) }))
    .sort((a, b) => b.raw - a.raw);
  details.push({ name, template, scripts, modules: sorted });
}

console.log(
  `First-load JavaScript per page template (KB; gzip level 9; budget: home ${limits.homeMaxKB}, others ${limits.templateMaxKB})\n`,
);
printTable(['template', 'pages', 'scripts', 'raw KB', 'gzip KB', 'budget', ''], rows);
// The templates share most of their first load: the home template's modules are listed in
// full, the others' only where they differ.
const home = details.find(({ template }) => template === homeTemplate) ?? details[0];
const listModules = (title, modules) => {
  if (!modules.length) return;
  console.log(`\n${title}`);
  printTable(
    ['module', 'raw KB', 'gzip KB*'],
    modules.slice(0, limits.largestModules).map(({ module, raw, gzip }) => [module, kB(raw), kB(gzip)]),
  );
};
listModules(`Largest modules, ${home.name}: ${home.scripts.join(' + ')}`, home.modules);
for (const { name, template, modules } of details) {
  if (template === home.template) continue;
  const inHome = new Set(home.modules.map(({ module, raw }) => `${module} ${raw}`));
  listModules(
    `Largest modules of ${name} not in the first load above`,
    modules.filter(({ module, raw }) => !inHome.has(`${module} ${raw}`)),
  );
}
console.log('\n* gzip of each module alone: modules compress better together, so these add up to more than the total.');

// Page data: what a page fetches besides the shared scripts (its query's result and context),
// per template; the strings every page shares come once per language (src/lib/shared-strings.ts).
const dataLimits = budget.pageData;
const dataRows = [];
const pageDataSizes = pages.map((page) => ({ ...page, gzip: gzipSize(readFileSync(page.pageDataFile)) }));
const limitOf = (page) => dataLimits.ownContentMaxKB[page.context.routeId] ?? dataLimits.maxKB;
for (const template of [...new Set(pageDataSizes.map((page) => page.template))].sort()) {
  const sizes = pageDataSizes.filter((page) => page.template === template).sort((a, b) => a.gzip - b.gzip);
  const largest = sizes[sizes.length - 1];
  const over = sizes.filter((page) => page.gzip / 1024 > limitOf(page));
  for (const page of over) problems.push(`${page.path}: page data ${kB(page.gzip)} KB gzip, budget ${limitOf(page)} KB`);
  dataRows.push([
    template.replace(/^component---/, ''),
    sizes.length,
    kB(sizes[Math.floor(sizes.length / 2)].gzip),
    kB(largest.gzip),
    largest.path,
    over.length ? `${over.length} OVER` : 'ok',
  ]);
}
const stringsDir = join(publicDir, 'strings');
// The shared strings files; the folders beside them hold the strings of dialogs, loaded when one shows.
const stringsSizes = readdirSync(stringsDir, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map(({ name: file }) => ({ file, gzip: gzipSize(readFileSync(join(stringsDir, file))) }));
for (const { file, gzip } of stringsSizes)
  if (gzip / 1024 > dataLimits.sharedStringsMaxKB)
    problems.push(`strings/${file}: ${kB(gzip)} KB gzip, budget ${dataLimits.sharedStringsMaxKB} KB`);
const largestStrings = stringsSizes.sort((a, b) => b.gzip - a.gzip)[0];
console.log(
  `\nPage data per template (KB; gzip level 9; budget ${dataLimits.maxKB} per page, more for the routes in budget.json pageData.ownContentMaxKB)\n`,
);
printTable(['template', 'pages', 'median', 'largest', 'largest page', ''], dataRows);
console.log(
  `\nShared strings, once per language: ${stringsSizes.length} files, largest strings/${largestStrings.file} ${kB(largestStrings.gzip)} KB gzip (budget ${dataLimits.sharedStringsMaxKB})`,
);
// Files of data/ in any script, from the module list the browser build writes (gatsby/webpack.ts).
const chunkModulesFile = join(root, '.cache/chunk-modules.json');
if (!existsSync(chunkModulesFile)) problems.push('no .cache/chunk-modules.json: the browser build did not list its modules');
else {
  const dataFiles = new Map();
  for (const [script, sources] of Object.entries(JSON.parse(readFileSync(chunkModulesFile, 'utf8')))) {
    for (const source of sources.filter((file) => file.startsWith('data/')))
      dataFiles.set(source, [...(dataFiles.get(source) ?? []), script]);
  }
  const allowed = new Set(limits.dataInScripts);
  console.log(`\nFiles of data/ in the browser's scripts (allowed: ${limits.dataInScripts.join(', ')})\n`);
  printTable(
    ['file', 'scripts', ''],
    [...dataFiles].sort().map(([file, scripts]) => [file, scripts.length, allowed.has(file) ? 'ok' : 'NOT ALLOWED']),
  );
  for (const [file, scripts] of dataFiles) {
    if (!allowed.has(file)) problems.push(`${file} is in the browser's JavaScript (${scripts.join(', ')}): take it from the page's query`);
  }
}

// The search index: per index (a translation set's, or a regional locale's), its first file
// (entries without their text) and the texts; queries: the set's keyword tags, the first word
// and first three letters of titles spread over the index and mistyped first words
// (search-queries.mjs), timed once the whole index is in and folded (the first query).
// Node runs the same V8 as Chromium; the browser test times the module in Chromium (search.spec.ts).
const indexLimits = budget.searchIndex;
const { searchEntries } = await importTypeScript('src/lib/search.ts');
const indexDir = join(publicDir, 'search-index');
const indexRows = [];
const sets = existsSync(indexDir)
  ? readdirSync(indexDir)
      .filter((file) => file.endsWith('.json') && !file.endsWith('.texts.json'))
      .map((file) => file.slice(0, -'.json'.length))
  : [];
if (sets.length === 0) problems.push('search index: no files in public/search-index/');
for (const set of sets.sort()) {
  const { entries: full, headings: headingsText, texts: textsText } = readIndex(set, indexDir);
  const { length: entries } = full;
  const queries = timingQueries(set, full);
  searchEntries(full, 'x');
  const p95 = timeQueries((query) => searchEntries(full, query), queries);
  const first = gzipSize(headingsText);
  const total = first + gzipSize(textsText);
  const over = first / 1024 > indexLimits.firstFileMaxKB || total / 1024 > indexLimits.totalMaxKB || p95 > indexLimits.queryP95Ms;
  indexRows.push([set, entries, kB(headingsText.length), kB(first), kB(total), queries.length, p95.toFixed(2), over ? 'OVER' : 'ok']);
  if (first / 1024 > indexLimits.firstFileMaxKB)
    problems.push(`search index ${set}: first file ${kB(first)} KB gzip, budget ${indexLimits.firstFileMaxKB} KB`);
  if (total / 1024 > indexLimits.totalMaxKB)
    problems.push(`search index ${set}: ${kB(total)} KB gzip in all, budget ${indexLimits.totalMaxKB} KB`);
  if (p95 > indexLimits.queryP95Ms)
    problems.push(`search index ${set}: query p95 ${p95.toFixed(2)} ms, budget ${indexLimits.queryP95Ms} ms`);
}
console.log(
  `\nSearch index per translation set and regional locale (KB; gzip level 9; budget: first file ${indexLimits.firstFileMaxKB}, in all ${indexLimits.totalMaxKB}; query p95 ${indexLimits.queryP95Ms} ms in Node)\n`,
);
printTable(['set', 'entries', 'first raw KB', 'first gzip KB', 'all gzip KB', 'queries', 'p95 ms', ''], indexRows);
finish(gate, problems, `home ${rows.find((row) => String(row[0]).endsWith('(home)'))?.[4] ?? '?'} KB gzip`);
