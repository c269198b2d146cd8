// Machine readers gate: what crawlers and language models read, checked in the build.
// - JSON-LD: every block of every indexed page parses and fits schema.org's vocabulary (types
//   and properties exist, rich results' required properties present: gatsby/schema-vocabulary.ts);
//   every page with a breadcrumb has a BreadcrumbList, every home page an Organization and a WebSite.
// - Markdown copies: every indexed page links one (rel=alternate, type text/markdown) that exists;
//   every copy parses as Markdown with no HTML in it, opens with its H1, and has no empty section.
// - llms.txt and llms-full.txt for every prefix, the root llms.txt listing them; sizes printed.
// Where their links lead is the links gate's part (scripts/quality/links.mjs reads these files too).
// Usage: node scripts/quality/machine-readers.mjs   (after a production build)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { builtPages, finish, importTypeScript, kB, locales, printTable, publicDir, publicFiles, requireBuild, siteUrl } from './common.mjs';

const gate = 'Machine readers';
requireBuild(gate);
const started = Date.now();

const { validateJsonLd } = await importTypeScript('gatsby/schema-vocabulary.ts');

const problems = [];
const report = (problem) => problems.push(problem);
const counts = { pages: 0, blocks: 0, markdown: 0, tokens: 0 };
const byType = new Map();

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

// ---- HTML pages: JSON-LD and the link to the Markdown copy ----
const validated = new Map();
const linkedCopies = new Set();
for (const page of builtPages()) {
  if (page.matchPath || !existsSync(page.html)) continue;
  const html = readFileSync(page.html, 'utf8');
  if (/<meta name="robots" content="noindex/.test(html)) continue;
  counts.pages++;
  const head = html.slice(0, html.indexOf('</head>'));
  const markdownLink = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'type') === 'text/markdown');
  if (!markdownLink) report(`${page.path}: no <link rel="alternate" type="text/markdown">`);
  else {
    const href = decode(attribute(markdownLink, 'href') ?? '');
    const file = href.startsWith(siteUrl) ? decodeURIComponent(new URL(href).pathname) : null;
    if (!file || !existsSync(join(publicDir, file))) report(`${page.path}: its Markdown copy ${href} is not in the build`);
    else linkedCopies.add(file.replace(/^\//, ''));
  }

  const types = new Set();
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    counts.blocks++;
    let block;
    try {
      block = JSON.parse(json);
    } catch (error) {
      report(`${page.path}: a JSON-LD block does not parse (${error.message})`);
      continue;
    }
    const type = String(block['@type']);
    types.add(type);
    byType.set(type, (byType.get(type) ?? 0) + 1);
    // Blocks repeat across pages (the same entities on every home page): each distinct one is checked once.
    if (!validated.has(json)) validated.set(json, validateJsonLd(block));
    for (const problem of validated.get(json)) report(`${page.path}: ${type} ${problem}`);
  }
  const home = page.route?.template === 'home';
  if (home && !(types.has('Organization') && types.has('WebSite'))) report(`${page.path}: a home page without Organization and WebSite`);
  // The page header's breadcrumb ends with the current page (components/PageHeader.tsx).
  if (/<li aria-current="page"/.test(html) && !types.has('BreadcrumbList'))
    report(`${page.path}: shows a breadcrumb, has no BreadcrumbList`);
}

// ---- Markdown copies ----
const list = (value) => (Array.isArray(value) ? value : []);
// A table's cells are its header and rows (a cell's own `header` is a flag).
const inlineTokens = (token) => [...list(token.tokens), ...list(token.items), ...list(token.header), ...list(token.rows).flat()];
function* walk(tokens) {
  for (const token of tokens) {
    yield token;
    yield* walk(inlineTokens(token));
  }
}

const markdownFiles = publicFiles().filter((file) => file.endsWith('/index.md') || file === 'index.md');
for (const file of markdownFiles) {
  counts.markdown++;
  const tokens = marked.lexer(readFileSync(join(publicDir, file), 'utf8'));
  const blocks = tokens.filter((token) => token.type !== 'space');
  if (blocks[0]?.type !== 'heading' || blocks[0].depth !== 1) report(`${file}: does not open with its H1`);
  for (const token of walk(tokens)) {
    counts.tokens++;
    if (token.type === 'html') report(`${file}: HTML in the Markdown: ${token.raw.trim().slice(0, 60)}`);
  }
  blocks.forEach((token, index) => {
    if (token.type !== 'heading') return;
    const next = blocks[index + 1];
    if (!next || (next.type === 'heading' && next.depth <= token.depth)) report(`${file}: the section "${token.text}" is empty`);
  });
  if (file !== 'index.md' && !linkedCopies.has(file)) report(`${file}: no indexed page links this copy`);
}

// ---- llms files ----
const sizes = [];
const llmsFile = (file) => {
  const path = join(publicDir, file);
  if (!existsSync(path)) {
    report(`${file} is missing`);
    return '';
  }
  return readFileSync(path, 'utf8');
};
const root = llmsFile('llms.txt');
for (const locale of locales) {
  const index = llmsFile(`${locale.code}/llms.txt`);
  const full = llmsFile(`${locale.code}/llms-full.txt`);
  if (!/^# .+\n\n> .+/.test(index)) report(`${locale.code}/llms.txt: does not open with an H1 and a summary blockquote`);
  if (!index.includes('\n## Optional\n')) report(`${locale.code}/llms.txt: no "Optional" section`);
  if (!root.includes(`${siteUrl}/${locale.code}/llms.txt`)) report(`llms.txt does not list /${locale.code}/llms.txt`);
  sizes.push([`/${locale.code}/`, `${kB(Buffer.byteLength(index))} KB`, `${kB(Buffer.byteLength(full))} KB`]);
}

printTable(['prefix', 'llms.txt', 'llms-full.txt'], sizes);
console.log('');
printTable(
  ['what', 'count'],
  [
    ['indexed HTML pages', counts.pages],
    ['JSON-LD blocks', counts.blocks],
    ['  distinct blocks validated', validated.size],
    ...[...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, count]) => [`  ${type}`, count]),
    ['Markdown copies parsed', counts.markdown],
    ['Markdown tokens checked', counts.tokens],
  ],
);
finish(
  gate,
  problems,
  `${counts.blocks} JSON-LD blocks on ${counts.pages} pages, ${counts.markdown} Markdown copies, ${locales.length} llms.txt sets; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
