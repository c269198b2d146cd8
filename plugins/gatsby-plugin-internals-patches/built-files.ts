/**
 * The patches of the files Gatsby writes (its output, not its code), made after the build to
 * the files it wrote or rewrote in this build only: a page Gatsby did not render again is not
 * read (a manifest in .cache keeps each HTML file's size and modification time after the patch).
 *
 * - nulBytesOut: React 18's streaming renderer can leave NUL bytes in the HTML where a multi-byte
 *   character meets the edge of its write buffer (facebook/react#26228): browsers drop them,
 *   crawlers and JSON-LD parsers may not.
 * - unknownPathPageData: Gatsby's loader asks for `page-data/{path}/page-data.json` of the URL it
 *   starts on. For an unknown URL under a prefix the host answers with a copy of that prefix's 404
 *   page data whose match path is the whole prefix (`unknown-path.json` beside it), so the page
 *   hydrates as the HTML the host sent, in the prefix's language, at the visitor's URL; without it
 *   the loader falls back to the root 404 page data and React throws the server's HTML away (#418).
 * - functionsManifest: the compiled API functions as Gatsby lists them (.cache/functions/
 *   manifest.json, an internal file), written as this plugin's own, stable list for a server that
 *   runs them (scripts/serve-api.mjs), checked against the fields it needs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The bytes without their NUL bytes, cut out between them (a byte-by-byte filter took 9 ms a page, a minute at 22,000 pages). */
export function withoutNulBytes(html: Buffer): Buffer {
  let nul = html.indexOf(0);
  if (nul < 0) return html;
  const parts: Buffer[] = [];
  let start = 0;
  while (nul >= 0) {
    parts.push(html.subarray(start, nul));
    start = nul + 1;
    nul = html.indexOf(0, start);
  }
  parts.push(html.subarray(start));
  return Buffer.concat(parts);
}

interface HtmlRecord {
  size: number;
  mtimeMs: number;
}

/** Every HTML file below public/, relative to it (page-data/ and static/ hold none of Gatsby's pages). */
function htmlFiles(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const inner = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(relative === '' && (entry.name === 'page-data' || entry.name === 'static'))) walk(path.join(dir, entry.name), inner);
      } else if (entry.name.endsWith('.html')) found.push(inner);
    }
  };
  walk(publicDir, '');
  return found.sort();
}

/**
 * nulBytesOut: removes the NUL bytes from the HTML files written since the last run (by size and
 * time, kept in `manifestFile`); returns how many files were read, and how many had NUL bytes.
 */
export function patchBuiltHtml(publicDir: string, manifestFile: string): { read: number; nulBytes: number } {
  const previous: Record<string, HtmlRecord> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const records: Record<string, HtmlRecord> = {};
  let read = 0;
  let nulBytes = 0;
  for (const file of htmlFiles(publicDir)) {
    const absolute = path.join(publicDir, file);
    let stat = statSync(absolute);
    const known = previous[file];
    if (!(known && known.size === stat.size && known.mtimeMs === stat.mtimeMs)) {
      read++;
      const bytes = readFileSync(absolute);
      if (bytes.includes(0)) {
        writeFileSync(absolute, withoutNulBytes(bytes));
        nulBytes++;
        stat = statSync(absolute);
      }
    }
    records[file] = { size: stat.size, mtimeMs: stat.mtimeMs };
  }
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(records));
  return { read, nulBytes };
}

/** Where the page data answering unknown URLs under a prefix is, beside its 404 page's (`/ar/404/` → `/page-data/ar/404/unknown-path.json`). */
export const unknownPathPageDataFile = (notFoundPagePath: string): string => `/page-data${notFoundPagePath}unknown-path.json`;

/** For each 404 page (its path) the match path it answers (`/ar/404/` → `/ar/*`): a copy of its page data with that match path. */
export function writeUnknownPathPageData(publicDir: string, notFoundPages: Readonly<Record<string, string>>): number {
  for (const [notFoundPath, matchPath] of Object.entries(notFoundPages)) {
    const pageData = JSON.parse(readFileSync(path.join(publicDir, 'page-data', notFoundPath, 'page-data.json'), 'utf8'));
    writeFileSync(path.join(publicDir, unknownPathPageDataFile(notFoundPath)), JSON.stringify({ ...pageData, matchPath }));
  }
  return Object.keys(notFoundPages).length;
}

/** A compiled API function: its route below /api/, its match path (a route with parameters), and its compiled file. */
export interface ApiFunction {
  route: string;
  matchPath: string | null;
  file: string;
}

/** This plugin's list of the compiled API functions, which a server outside Gatsby loads (scripts/serve-api.mjs). */
export const API_FUNCTIONS_FILE = path.join('.cache', 'api-functions.json');

export function writeFunctionsManifest(cacheDir: string, target = API_FUNCTIONS_FILE): number {
  const manifestFile = path.join(cacheDir, 'functions', 'manifest.json');
  if (!existsSync(manifestFile)) return 0;
  const entries = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>[];
  const functions: ApiFunction[] = entries.map((entry) => {
    if (typeof entry.functionRoute !== 'string' || typeof entry.absoluteCompiledFilePath !== 'string') {
      throw new Error(
        `functionsManifest: Gatsby's ${manifestFile} no longer lists functionRoute and absoluteCompiledFilePath (patches.ts)`,
      );
    }
    return {
      route: entry.functionRoute,
      matchPath: typeof entry.matchPath === 'string' ? entry.matchPath : null,
      file: path.relative(process.cwd(), entry.absoluteCompiledFilePath),
    };
  });
  writeFileSync(target, JSON.stringify(functions, null, 2));
  return functions.length;
}
