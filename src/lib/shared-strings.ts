/**
 * The strings every page of a language shares (the site chrome, the sign-up dialog, the page
 * sections' tables) travel in one file per language, `/strings/{language}.{hash}.json`
 * (gatsby/shared-strings.ts writes them), not in each page's data: a visitor's browser loads
 * the file once and keeps it, in memory across navigations and in its cache across visits
 * (the name changes with the content). A page names its file in its context
 * (`i18n.sharedStrings`); gatsby-plugin-react-i18next's patched page wrapper joins the file's
 * strings to the page's own (docs/i18n-plugin.md). A page's own namespaces keep only its own
 * route's part and what no route owns (pageStringsOf).
 */
import { registerSharedStrings, sharedStringsOf } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import type { LocaleNodes } from './i18n';

/** Namespaces in the shared file: every page's chrome and dialogs, and the texts page sections share. */
export const SHARED_NAMESPACES = ['common', 'runtime', 'sections', 'signup'] as const;

export type SharedStrings = LocaleNodes['edges'];

/**
 * Namespaces loaded as a file when a part that needs them first shows (src/components/lazy-strings.ts):
 * the cookie consent's. The build writes one per translation language (its set's strings with a
 * regional locale's own wording over them) into `strings/{namespace}/`, named by the build. A
 * file costs a page nothing until it is fetched, where a webpack chunk per language would add
 * its name and hash to the runtime of every page's first load.
 */
export const FILE_NAMESPACES = ['consent'] as const;
export type FileNamespace = (typeof FILE_NAMESPACES)[number];

/** Where the build publishes a namespace's file of a translation language (`build`: __STRINGS_FILES_VERSION__, a hash of the files' strings). */
export const namespaceFilePath = (namespace: FileNamespace, language: string, build: string): string =>
  `/strings/${namespace}/${language}.${build.replace(/[^\w.-]/g, '_')}.json`;

/** Where the shared strings of a translation language (a set, or a regional locale's code) are published. */
export const sharedStringsPath = (language: string, hash: string): string => `/strings/${language}.${hash}.json`;

/**
 * The part of a namespace a page shows: the subtrees of the routes it shows texts of (its own,
 * the routes above it, the ones its body names: gatsby/shared-strings.ts, routesShownBy) and
 * the keys no route owns (shared labels of the section), without the other routes' subtrees (a
 * namespace holds every page of its section, keyed by route id).
 */
export function pageStringsOf(
  strings: Record<string, unknown>,
  shown: ReadonlySet<string>,
  routeIds: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => shown.has(key) || !routeIds.has(key)));
}

/** A page's locale nodes with its language's shared strings before its own (as the page wrapper joins them). */
export function withSharedStrings(locales: LocaleNodes, sharedStrings: string | undefined): LocaleNodes {
  const shared = sharedStringsOf(sharedStrings);
  if (!shared) throw new Error(`The shared strings ${sharedStrings} are not loaded`);
  return { edges: [...shared, ...locales.edges] };
}

export interface SharedStringsContext {
  i18n: { sharedStrings: string };
}

/** Loads a shared strings file once (later calls for the same file answer at once). */
export async function loadSharedStrings(url: string, fetcher: typeof fetch = fetch): Promise<void> {
  if (sharedStringsOf(url)) return;
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Shared strings ${url}: ${response.status}`);
  registerSharedStrings(url, (await response.json()) as SharedStrings);
}

/** Gatsby's page data file of a page path (`/ar/trading/` → `/page-data/ar/trading/page-data.json`). */
export function pageDataPath(pagePath: string): string {
  const pathname = pagePath.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  return `/page-data/${pathname || 'index'}/page-data.json`;
}

/**
 * Loads the shared strings of the page at `pagePath` (from its page data, which names them):
 * before moving to a page in another language without a reload, whose strings may not be here yet.
 * Answers the page's context.
 */
export async function loadSharedStringsOfPage<Context extends SharedStringsContext>(
  pagePath: string,
  fetcher: typeof fetch = fetch,
): Promise<Context> {
  const response = await fetcher(pageDataPath(pagePath));
  if (!response.ok) throw new Error(`Page data of ${pagePath}: ${response.status}`);
  const { result } = (await response.json()) as { result: { pageContext: Context } };
  const url = result.pageContext.i18n.sharedStrings;
  await loadSharedStrings(url, fetcher);
  return result.pageContext;
}

/**
 * Moves to a page that may be in another language: without a reload once the page's shared
 * strings are here (`go`, Gatsby's navigate), with a full page load if they cannot be fetched.
 */
export async function navigateWithStrings(
  to: string,
  go: (to: string, options: { replace: boolean }) => unknown,
  { replace = false, fetcher = fetch }: { replace?: boolean; fetcher?: typeof fetch } = {},
): Promise<void> {
  try {
    await loadSharedStringsOfPage(to, fetcher);
  } catch {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  await go(to, { replace });
}
