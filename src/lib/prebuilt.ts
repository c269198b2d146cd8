/**
 * Prebuilt pages of a catch-all route: items known at build time (a news story, an insight)
 * get a static page at their own URL, rendered by the catch-all's template with the item
 * in its page context. In the browser that URL belongs to the catch-all's client-only page
 * (the build leaves prebuilt pages out of Gatsby's match-paths.json, which every page's
 * first-load JavaScript carries), so the page's own data is not loaded again: the template
 * writes the item into the HTML as JSON and reads it back from there before hydrating.
 */

/** What the Head of a prebuilt page shows. */
export interface PrebuiltHead {
  title: string;
  description: string;
  /** Structured data (schema.org JSON-LD), when the item has some. */
  jsonLd: Record<string, unknown> | null;
  /**
   * The page's other structured data (its breadcrumb) as script texts, from the page query: kept
   * with the item in the HTML, since in the browser the page's data is the catch-all's.
   */
  structuredData?: readonly string[];
}

export interface PrebuiltPage<T = unknown> {
  routeId: string;
  /** The route parameter the page was built for (an article id, with its slashes). */
  param: string;
  /** The page's path below the locale prefix, as URLs write it (segments encoded). */
  path: string;
  head: PrebuiltHead;
  data: T;
}

export const PREBUILT_ELEMENT_ID = 'prebuilt-page';

/** JSON that is safe inside a script element (no `</script>`, no line separators that break old parsers). */
export const serializeForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

function decodePath(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/**
 * The prebuilt page written into the document, when it belongs to the route and to the
 * address now shown (`pathname` below the locale prefix); null otherwise, and on the server.
 */
export function readPrebuilt(routeId: string, innerPathname: string, doc: Document | undefined = globalThis.document): PrebuiltPage | null {
  const element = doc?.getElementById(PREBUILT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const page = JSON.parse(element.textContent) as PrebuiltPage;
    const shown = decodePath(trimSlashes(innerPathname));
    return page.routeId === routeId && shown !== null && decodePath(trimSlashes(page.path)) === shown ? page : null;
  } catch {
    return null;
  }
}
