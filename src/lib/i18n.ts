/**
 * i18next settings shared by the page translations (gatsby-plugin-react-i18next), the
 * Head tags and the build outputs, so a string reads the same everywhere.
 */
import i18next, { type i18n, type InitOptions, type TFunction } from 'i18next';
import { site } from './site';

export const i18nextOptions: InitOptions = {
  // Without it i18next rewrites zh-hant to zh-Hant and finds no strings for it.
  lowerCaseLng: true,
  keySeparator: '.',
  nsSeparator: ':',
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: site.brand.name } },
};

/** Strings of one translation set, by namespace. */
export type Resources = Record<string, Record<string, unknown>>;

/**
 * The locale nodes a page query returns (gatsby-plugin-react-i18next's shape; `data` is JSON
 * text there, parsed in the shared strings files of src/lib/shared-strings.ts).
 */
export interface LocaleNodes {
  edges: ReadonlyArray<{ node: { ns: string; data: string | Record<string, unknown>; language: string } }>;
}

/** Copies `override` onto `base`, key by key (nested objects merged, strings replaced). */
export function mergeStrings(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? mergeStrings(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged;
}

/**
 * One set's strings by namespace from a page's locale nodes. Nodes of another language are a
 * regional locale's overrides (locales/zh-hant-tw/): they win over the set, key by key.
 */
export function resourcesFromNodes(nodes: LocaleNodes, translationSet: string): Resources {
  const ordered = [...nodes.edges].sort((a, b) => Number(a.node.language !== translationSet) - Number(b.node.language !== translationSet));
  const resources: Resources = {};
  for (const { node } of ordered)
    resources[node.ns] = mergeStrings(
      resources[node.ns] ?? {},
      typeof node.data === 'string' ? (JSON.parse(node.data) as Record<string, unknown>) : node.data,
    );
  return resources;
}

/** A ready i18next instance over one translation set's strings (initialised synchronously). */
export function createI18n(language: string, resources: Resources, defaultNS = 'common'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nextOptions,
    initAsync: false,
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS,
    fallbackNS: Object.keys(resources).filter((ns) => ns !== defaultNS),
    resources: { [language]: resources },
    react: { useSuspense: false },
  });
  return instance;
}

/** A synchronous translator outside React (Head tags, build outputs). */
export const createTranslator = (language: string, resources: Resources, defaultNS = 'common'): TFunction =>
  createI18n(language, resources, defaultNS).t;
