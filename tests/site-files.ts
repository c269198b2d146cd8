/**
 * A fetch that answers what the built site serves for the shared strings (src/lib/shared-strings.ts):
 * a page's page data naming its language's file, and that file, made from locales/ as the build
 * makes it (gatsby/shared-strings.ts); and the files of the namespaces loaded on demand
 * (FILE_NAMESPACES). Other URLs answer 404. `requested` lists what was asked.
 */
import { findPublishedLocale, i18nLanguage, localeFromPath, publishedLocales, type BuiltLocale } from '../src/lib/locales';
import { FILE_NAMESPACES, namespaceFilePath } from '../src/lib/shared-strings';
import { namespaceStringsOf, sharedStringsOf, sharedStringsUrl } from '../gatsby/shared-strings';
import { jsonResponse } from './json-response';

export function siteFilesFetch(): { fetch: typeof fetch; requested: string[] } {
  const requested: string[] = [];
  const fetcher = (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const page = url.match(/^\/page-data\/(.+)\/page-data\.json$/);
    const locale = page && (page[1] === 'index' ? findPublishedLocale('en') : localeFromPath(`/${page[1]}/`));
    if (locale)
      return Promise.resolve(jsonResponse(200, { result: { pageContext: { i18n: { sharedStrings: sharedStringsUrl(locale) } } } }));
    for (const namespace of FILE_NAMESPACES) {
      const owner = publishedLocales.find(
        (candidate) => namespaceFilePath(namespace, i18nLanguage(candidate), __STRINGS_FILES_VERSION__) === url,
      );
      if (owner) return Promise.resolve(jsonResponse(200, namespaceStringsOf(owner, namespace)));
    }
    const file = url.match(/^\/strings\/([^.]+)\./);
    const owner = file && findPublishedLocale(file[1]);
    if (owner && sharedStringsUrl(owner) === url) return Promise.resolve(jsonResponse(200, sharedStringsOf(owner as BuiltLocale)));
    return Promise.resolve(jsonResponse(404, {}));
  };
  return { fetch: fetcher as typeof fetch, requested };
}
