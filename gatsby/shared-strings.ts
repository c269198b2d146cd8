/**
 * Writes the shared strings file of each translation language the build publishes
 * (src/lib/shared-strings.ts): `public/strings/{language}.{hash}.json`, the set's shared
 * namespaces and, for a regional locale, its own wording over them, in the shape of the page
 * query's locale nodes. Files of earlier builds are removed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mergeStrings } from '../src/lib/i18n';
import { i18nLanguage, localesToBuild, type BuiltLocale } from '../src/lib/locales';
import type { RouteDefinition } from '../src/lib/routes';
import {
  FILE_NAMESPACES,
  SHARED_NAMESPACES,
  namespaceFilePath,
  sharedStringsPath,
  type FileNamespace,
  type SharedStrings,
} from '../src/lib/shared-strings';

/** The shared strings of one locale's pages: its set's namespaces, then its own overrides (locales/{code}/). */
export function sharedStringsOf(locale: BuiltLocale, localesDir = path.resolve('locales')): SharedStrings {
  const folders = [locale.translationSet, ...(locale.overrides ? [locale.code] : [])];
  return folders.flatMap((folder) =>
    SHARED_NAMESPACES.map((ns) => path.join(localesDir, folder, `${ns}.json`))
      .filter((file) => existsSync(file))
      .map((file) => ({
        node: {
          ns: path.basename(file, '.json'),
          data: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
          language: folder,
        },
      })),
  );
}

/** One namespace as a locale's pages read it: its set's file with the locale's own wording over it (locales/{code}/). */
export function namespaceStringsOf(
  locale: BuiltLocale,
  namespace: FileNamespace,
  localesDir = path.resolve('locales'),
): Record<string, unknown> {
  const read = (folder: string): Record<string, unknown> => {
    const file = path.join(localesDir, folder, `${namespace}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  };
  return locale.overrides ? mergeStrings(read(locale.translationSet), read(locale.code)) : read(locale.translationSet);
}

interface SharedStringsFile {
  url: string;
  content: string;
}

const files = new Map<string, SharedStringsFile>();

/** A locale's shared strings file: its URL names its content (made once per translation language and build). */
function sharedStringsFile(locale: BuiltLocale): SharedStringsFile {
  const language = i18nLanguage(locale);
  let file = files.get(language);
  if (!file) {
    const content = JSON.stringify(sharedStringsOf(locale));
    file = { url: sharedStringsPath(language, createHash('sha256').update(content).digest('hex').slice(0, 12)), content };
    files.set(language, file);
  }
  return file;
}

/** The URL of the shared strings a locale's pages load (the page context's `i18n.sharedStrings`). */
export const sharedStringsUrl = (locale: BuiltLocale): string => sharedStringsFile(locale).url;

/** All of a build's shared strings by URL, for the server render (bundled into it: gatsby/webpack.ts). */
export const sharedStringsOfBuildFile = path.resolve('.cache', 'shared-strings.json');

/**
 * The version in the names of the namespace files (FILE_NAMESPACES): a hash of their contents in
 * every built language, so their names change when their strings do and at no other build. The
 * browser's code gets it as __STRINGS_FILES_VERSION__ (gatsby/webpack.ts).
 */
export function stringFilesVersion(locales: readonly BuiltLocale[] = localesToBuild()): string {
  const hash = createHash('sha256');
  for (const namespace of FILE_NAMESPACES)
    for (const locale of locales)
      hash.update(`${namespace}/${i18nLanguage(locale)}\n${JSON.stringify(namespaceStringsOf(locale, namespace))}\n`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes the shared strings file of each locale's translation language into `publicDir/strings/`,
 * alone there, and all of them into one file for the server render; and the file of each
 * namespace loaded on demand (FILE_NAMESPACES) into `publicDir/strings/{namespace}/`.
 */
export function writeSharedStrings(
  locales: readonly BuiltLocale[],
  publicDir = path.resolve('public'),
  serverRenderFile = sharedStringsOfBuildFile,
): void {
  rmSync(path.join(publicDir, 'strings'), { recursive: true, force: true });
  mkdirSync(path.join(publicDir, 'strings'), { recursive: true });
  const all: Record<string, unknown> = {};
  for (const locale of locales) {
    const { url, content } = sharedStringsFile(locale);
    writeFileSync(path.join(publicDir, url), content);
    all[url] = JSON.parse(content);
  }
  const version = stringFilesVersion(locales);
  for (const namespace of FILE_NAMESPACES) {
    mkdirSync(path.join(publicDir, 'strings', namespace), { recursive: true });
    for (const locale of locales)
      writeFileSync(
        path.join(publicDir, namespaceFilePath(namespace, i18nLanguage(locale), version)),
        JSON.stringify(namespaceStringsOf(locale, namespace)),
      );
  }
  mkdirSync(path.dirname(serverRenderFile), { recursive: true });
  writeFileSync(serverRenderFile, JSON.stringify(all));
}

/**
 * The routes whose texts a page shows (src/lib/shared-strings.ts, pageStringsOf): its own, the
 * routes above it by path (a page of `platform/acuity/signal` shows texts of `platform/acuity`),
 * and the routes whose keys its body names (`"academy-tabs.topics"`, `"trading:trading-trading-conditions.leverage"`).
 */
export function routesShownBy(
  route: Pick<RouteDefinition, 'id' | 'path'>,
  body: unknown,
  routes: readonly Pick<RouteDefinition, 'id' | 'path'>[],
): Set<string> {
  const bodyText = JSON.stringify(body ?? null);
  return new Set([
    route.id,
    ...routes
      .filter(({ id, path }) => route.path.startsWith(`${path}/`) || bodyText.includes(`"${id}.`) || bodyText.includes(`:${id}.`))
      .map(({ id }) => id),
  ]);
}
