// Compares two builds of the site page by page, as a visitor and a crawler read them: for every
// HTML page, its visible text (text, alt, title, aria-label, placeholder), its head (title, meta,
// links, lang, dir), its links, its JSON-LD; every Markdown copy and llms file; the search index
// files; and which files each build has. A restructuring must leave all of it as it was.
// Usage: node scripts/compare-builds.mjs BEFORE_DIR AFTER_DIR [--ignore-build-id] [--max N]
// Exits 1 when anything differs, and prints the first differences of each kind.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const maxShown = Number(process.argv.find((arg) => arg.startsWith('--max='))?.slice(6) ?? 5);
if (!before || !after) {
  console.error('Usage: node scripts/compare-builds.mjs BEFORE_DIR AFTER_DIR [--max=N]');
  process.exit(2);
}

function filesOf(dir, filter, base = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(file, filter, base, out);
    else if (filter(entry.name)) out.push(relative(base, file));
  }
  return out;
}

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/** What a reader and a crawler get from a page. */
function readPage(html) {
  const document = parse(html);
  const page = { text: [], head: [], links: [], jsonLd: [] };
  const visit = (node, inHead) => {
    if (node.nodeName === 'html') page.head.push(`html lang=${attribute(node, 'lang')} dir=${attribute(node, 'dir')}`);
    if (node.nodeName === 'head') inHead = true;
    if (node.nodeName === 'script' && attribute(node, 'type') === 'application/ld+json') {
      const json = node.childNodes.map((child) => child.value ?? '').join('');
      page.jsonLd.push(JSON.stringify(JSON.parse(json)));
      return;
    }
    if (inHead) {
      if (node.nodeName === 'title') page.head.push(`title ${node.childNodes.map((child) => child.value).join('')}`);
      if (node.nodeName === 'meta')
        page.head.push(
          `meta ${attribute(node, 'name') ?? attribute(node, 'property') ?? attribute(node, 'charset') ?? ''}=${attribute(node, 'content') ?? ''}`,
        );
      if (node.nodeName === 'link' && !['preload', 'modulepreload', 'prefetch', 'stylesheet'].includes(attribute(node, 'rel') ?? ''))
        page.head.push(
          `link ${attribute(node, 'rel')} ${attribute(node, 'hreflang') ?? ''} ${attribute(node, 'type') ?? ''} ${attribute(node, 'href')}`,
        );
    } else {
      if (node.nodeName === '#text' && node.value.trim()) page.text.push(node.value.replace(/\s+/g, ' ').trim());
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = attribute(node, name);
        if (value) page.text.push(`[${name}=${value}]`);
      }
      if (node.nodeName === 'a' && attribute(node, 'href')) page.links.push(attribute(node, 'href'));
    }
    if (HIDDEN.has(node.nodeName)) return;
    for (const child of node.childNodes ?? []) visit(child, inHead);
    if (node.content) visit(node.content, inHead);
  };
  visit(document, false);
  page.head.sort();
  page.jsonLd.sort();
  return page;
}

const differences = new Map();
function differ(kind, file, detail) {
  if (!differences.has(kind)) differences.set(kind, []);
  differences.get(kind).push({ file, detail });
}

function firstDifference(a, b) {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    if (a[index] !== b[index])
      return `at ${index}: ${JSON.stringify(a[index])?.slice(0, 160)} → ${JSON.stringify(b[index])?.slice(0, 160)}`;
  }
  return '';
}

// Which files each build has.
const kinds = {
  html: (name) => name.endsWith('.html'),
  markdown: (name) => name.endsWith('.md'),
  llms: (name) => /^llms(-full)?\.txt$/.test(name),
};
const sets = Object.fromEntries(
  Object.entries(kinds).map(([kind, filter]) => [kind, [new Set(filesOf(before, filter)), new Set(filesOf(after, filter))]]),
);
for (const [kind, [a, b]] of Object.entries(sets)) {
  for (const file of a) if (!b.has(file)) differ(`${kind} files`, file, 'only before');
  for (const file of b) if (!a.has(file)) differ(`${kind} files`, file, 'only after');
}

let pages = 0;
for (const file of [...sets.html[0]].filter((name) => sets.html[1].has(name) && !name.startsWith('_gatsby/')).sort()) {
  pages++;
  const [a, b] = [before, after].map((dir) => readPage(readFileSync(join(dir, file), 'utf8')));
  for (const part of ['text', 'head', 'links', 'jsonLd']) {
    const detail = firstDifference(a[part], b[part]);
    if (detail) differ(part, file, detail);
  }
}

let texts = 0;
for (const kind of ['markdown', 'llms']) {
  for (const file of [...sets[kind][0]].filter((name) => sets[kind][1].has(name)).sort()) {
    texts++;
    const [a, b] = [before, after].map((dir) => readFileSync(join(dir, file), 'utf8').split('\n'));
    const detail = firstDifference(a, b);
    if (detail) differ(kind, file, detail);
  }
}

const searchDir = 'search-index';
if (existsSync(join(before, searchDir))) {
  for (const file of readdirSync(join(before, searchDir))) {
    const other = join(after, searchDir, file);
    if (!existsSync(other) || !statSync(other).isFile()) {
      differ('search index', file, 'only before');
      continue;
    }
    const [a, b] = [before, after].map((dir) => JSON.stringify(JSON.parse(readFileSync(join(dir, searchDir, file), 'utf8'))));
    if (a !== b) differ('search index', file, firstDifference([...a], [...b]).slice(0, 200));
  }
}

console.log(`compared ${pages} HTML pages, ${texts} Markdown and llms files, the search indexes`);
for (const [kind, list] of differences) {
  console.log(`\n${kind}: ${list.length} differ`);
  for (const { file, detail } of list.slice(0, maxShown)) console.log(`  ${file}: ${detail}`);
}
if (differences.size === 0) console.log('no differences');
process.exitCode = differences.size ? 1 : 0;
