/**
 * The files derived from the built pages, written after the build for the pages whose output
 * changed: each indexed page's Markdown copy (at the address its head links), each prefix's
 * `llms-full.txt`, and the search index files (gatsby/search-index.ts names them).
 *
 * A manifest in the cache directory remembers each HTML file's size, modification time and
 * the hash of what the derivation reads of it (the head without its inline style and
 * scripts, `<main>`, the footer). A file whose size and time are unchanged is not read; one
 * that Gatsby or the post-build rewrote is read and hashed, and derived again only when that
 * hash changed (a new webpack hash in every page changes no copy). Each prefix's derived texts
 * are kept in one cache file, from which its `llms-full.txt` and search index are rebuilt when
 * one of its pages changed or went away. A removed page's copy is deleted.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltLocale } from '../../src/lib/locales';
import { SEARCH_TEXTS_SUFFIX, searchIndexName, type SearchIndexFile } from '../../src/lib/search-index';
import { pageMarkdown } from './markdown';
import type { PageText } from './types';
import { indexedLocales, searchIndexChunks } from '../search-index';
import { derivedInput, readBuiltPage } from './built-page';
import { derivePageText } from './page-text';
import { searchText } from './search-text';

/** Bump when the derivation changes what it makes of the same HTML: every page is derived again. */
export const DERIVATION_VERSION = 1;

export const LLMS_FULL_FILE = 'llms-full.txt';
/** Between two copies in `llms-full.txt`. */
const COPY_SEPARATOR = '\n---\n\n';

export interface DerivedFilesOptions {
  publicDir: string;
  /** Where the manifest and the derived texts are kept between builds (under .cache/). */
  cacheDir: string;
  /** The built locales: each prefix gets an llms-full.txt, indexedLocales(locales) the search indexes. */
  locales: readonly BuiltLocale[];
  /** A prefix's page URLs paths (`/en/trading/forex/`) in llms-full.txt order; pages it does not list follow in path order. */
  pageOrder: (locale: BuiltLocale) => readonly string[];
  /** One search index from the texts of its locale's pages, in page order (gatsby/search-index.ts buildSearchIndexFile). */
  searchIndex: (locale: BuiltLocale, pages: readonly PageText[]) => SearchIndexFile;
  /** A fingerprint of what else the indexes are made of (menu, strings, lessons): when it changes, every index is rebuilt. */
  searchInputs?: string;
  /** Where the index files go; public/search-index by default. */
  searchIndexDir?: string;
}

export interface DerivedFilesReport {
  /** HTML files (below publicDir) derived again. */
  derived: string[];
  /** HTML files read and hashed whose derivation input had not changed. */
  rehashed: number;
  /** HTML files not read (same size and time). */
  unchanged: number;
  /** Markdown copies deleted with their page. */
  removed: string[];
  /** Prefixes whose llms-full.txt was written; index names written. */
  llmsFull: string[];
  searchIndexes: string[];
}

/** What the manifest keeps of one HTML file. */
interface FileRecord {
  size: number;
  mtimeMs: number;
  hash: string;
  /** The page's copy below publicDir (`en/trading/forex/index.md`), or null: no copy (noindex, no `<main>`). */
  copy: string | null;
  /** The prefix whose aggregates the page is part of, or null (the root page's copy repeats the English home's). */
  prefix: string | null;
  /** The page's URL path. */
  urlPath: string;
}

interface Manifest {
  version: number;
  searchInputs: string;
  files: Record<string, FileRecord>;
}

/** The derived texts of one prefix's pages, by URL path. */
type PrefixTexts = Record<string, { markdown: string; text: PageText }>;

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

function writeFile(file: string, contents: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Every HTML file below a folder, relative to it with forward slashes (Gatsby's page-data and static files skipped). */
function htmlFiles(publicDir: string): string[] {
  const skip = new Set(['page-data', 'static', '~partytown']);
  const found: string[] = [];
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const inner = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(relative === '' && skip.has(entry.name))) walk(path.join(dir, entry.name), inner);
      } else if (entry.name.endsWith('.html')) found.push(inner);
    }
  };
  walk(publicDir, '');
  return found.sort();
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** The path of a copy below publicDir from the head's link to it (`https://site/en/x/index.md` → `en/x/index.md`). */
const copyPath = (href: string): string => decodeURIComponent(new URL(href).pathname).replace(/^\/+/, '');

export function writeDerivedFiles(options: DerivedFilesOptions): DerivedFilesReport {
  const { publicDir, cacheDir, locales } = options;
  const manifestFile = path.join(cacheDir, 'manifest.json');
  const textsFile = (prefix: string) => path.join(cacheDir, 'texts', `${prefix}.json`);
  const searchInputs = options.searchInputs ?? '';
  const previous = readJson<Manifest>(manifestFile, { version: 0, searchInputs: '', files: {} });
  const fresh = previous.version !== DERIVATION_VERSION;
  const known = fresh ? {} : previous.files;
  const prefixes = new Set(locales.map((locale) => locale.code));
  const texts = new Map<string, PrefixTexts>();
  const textsOf = (prefix: string): PrefixTexts => {
    let entries = texts.get(prefix);
    if (!entries) texts.set(prefix, (entries = fresh ? {} : readJson<PrefixTexts>(textsFile(prefix), {})));
    return entries;
  };
  const dirty = new Set<string>();
  const report: DerivedFilesReport = { derived: [], rehashed: 0, unchanged: 0, removed: [], llmsFull: [], searchIndexes: [] };
  const files: Record<string, FileRecord> = {};

  for (const file of htmlFiles(publicDir)) {
    const absolute = path.join(publicDir, file);
    const { size, mtimeMs } = statSync(absolute);
    const record = known[file];
    if (record && record.size === size && record.mtimeMs === mtimeMs) {
      files[file] = record;
      report.unchanged++;
      continue;
    }
    const html = readFileSync(absolute, 'utf8');
    const hash = hashOf(derivedInput(html));
    if (record && record.hash === hash) {
      files[file] = { ...record, size, mtimeMs };
      report.rehashed++;
      continue;
    }
    report.derived.push(file);
    const page = readBuiltPage(html);
    const copyHref = page && !/noindex/i.test(page.robots) ? page.markdownHref : null;
    if (!page || !copyHref) {
      files[file] = { size, mtimeMs, hash, copy: null, prefix: null, urlPath: '' };
      continue;
    }
    const urlPath = new URL(page.canonical).pathname;
    const [first] = urlPath.split('/').filter(Boolean);
    const prefix = first !== undefined && prefixes.has(first) ? first : null;
    const derived = derivePageText(page);
    const markdown = pageMarkdown(derived.page, derived.labels);
    const copy = copyPath(copyHref);
    writeFile(path.join(publicDir, copy), markdown);
    files[file] = { size, mtimeMs, hash, copy, prefix, urlPath };
    if (record?.prefix && record.prefix !== prefix) {
      delete textsOf(record.prefix)[record.urlPath];
      dirty.add(record.prefix);
    }
    if (prefix) {
      textsOf(prefix)[urlPath] = { markdown, text: searchText(derived.page) };
      dirty.add(prefix);
    }
  }

  // Pages gone (or no longer indexed): their copies and their place in the aggregates.
  for (const [file, record] of Object.entries(previous.files)) {
    const now = files[file];
    if (record.copy && (!now || now.copy !== record.copy)) {
      const copyStillWritten = Object.values(files).some((other) => other.copy === record.copy);
      if (!copyStillWritten) {
        rmSync(path.join(publicDir, record.copy), { force: true });
        report.removed.push(record.copy);
      }
    }
    if (record.prefix && (!now || now.prefix !== record.prefix) && textsOf(record.prefix)[record.urlPath]) {
      delete textsOf(record.prefix)[record.urlPath];
      dirty.add(record.prefix);
    }
  }
  // A copy of an unchanged page that is missing from public/ (copied out, cleaned) is written again from the cache.
  for (const record of Object.values(files)) {
    if (!record.copy || !record.prefix || existsSync(path.join(publicDir, record.copy))) continue;
    const entry = textsOf(record.prefix)[record.urlPath];
    if (entry) writeFile(path.join(publicDir, record.copy), entry.markdown);
  }

  const ordered = (locale: BuiltLocale): { markdown: string; text: PageText }[] => {
    const entries = textsOf(locale.code);
    const order = options.pageOrder(locale).filter((urlPath) => entries[urlPath]);
    const listed = new Set(order);
    const rest = Object.keys(entries)
      .filter((urlPath) => !listed.has(urlPath))
      .sort();
    return [...order, ...rest].map((urlPath) => entries[urlPath]);
  };

  for (const locale of locales) {
    const full = path.join(publicDir, locale.code, LLMS_FULL_FILE);
    if (!dirty.has(locale.code) && existsSync(full)) continue;
    writeFile(
      full,
      ordered(locale)
        .map(({ markdown }) => markdown)
        .join(COPY_SEPARATOR),
    );
    report.llmsFull.push(locale.code);
  }

  const indexDir = options.searchIndexDir ?? path.join(publicDir, 'search-index');
  const inputsChanged = fresh || previous.searchInputs !== searchInputs;
  for (const locale of indexedLocales(locales)) {
    const name = searchIndexName(locale);
    const headingsFile = path.join(indexDir, `${name}.json`);
    const bodiesFile = path.join(indexDir, `${name}${SEARCH_TEXTS_SUFFIX}`);
    if (!inputsChanged && !dirty.has(locale.code) && existsSync(headingsFile) && existsSync(bodiesFile)) continue;
    const chunks = searchIndexChunks(
      options.searchIndex(
        locale,
        ordered(locale).map(({ text }) => text),
      ),
    );
    writeFile(headingsFile, JSON.stringify(chunks.headings));
    writeFile(bodiesFile, JSON.stringify(chunks.texts));
    report.searchIndexes.push(name);
  }

  for (const prefix of dirty) writeFile(textsFile(prefix), JSON.stringify(textsOf(prefix)));
  writeFile(manifestFile, JSON.stringify({ version: DERIVATION_VERSION, searchInputs, files } satisfies Manifest));
  return report;
}
