/**
 * The context every page is created with (gatsby/create-pages.ts). `i18n` and `language`
 * are what gatsby-plugin-react-i18next reads: with `i18n` already set, the plugin leaves
 * the page alone instead of copying it once per language. Its "language" is our
 * translation set (the folder under locales/); the URL prefix is `locale`.
 */
export interface PluginI18nContext {
  language: string;
  languages: string[];
  defaultLanguage: string;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
  /** The URL of the language's shared strings (src/lib/shared-strings.ts), read by the patched plugin wrapper. */
  sharedStrings: string;
}

export interface PageContext {
  /** The URL prefix (cht, en-in, …). */
  locale: string;
  /** The translation set, the `$language` of the page query. */
  language: string;
  /** The set, or the locale's code when locales/{code}/ overrides some of the set's keys (the query loads both). */
  i18nLanguage: string;
  routeId: string;
  /** The page body to show (data/pages/): the route id, or `routeId/param` for a page of a parameterised route. */
  pageId: string;
  /** Translation namespaces the page query loads. */
  namespaces: string[];
  i18n: PluginI18nContext;
  /** A prebuilt page of a catch-all route: its item's parameter, which the page query asks `prebuiltPage` for (src/lib/prebuilt.ts). */
  withItem?: boolean;
  itemParam?: string;
}
