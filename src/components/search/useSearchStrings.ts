import { useEffect, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { useLocale } from '../locale-context';
import { i18nLanguage, type BuiltLocale } from '../../lib/locales';

export const SEARCH_NAMESPACE = 'search';

type Strings = Record<string, unknown>;
const bundles = new Map<string, Promise<Strings>>();

const importStrings = (folder: string): Promise<Strings> =>
  import(/* webpackChunkName: "search-strings-[request]" */ `../../../locales/${folder}/search.json`).then(
    (module: { default: Strings }) => module.default,
  );

/** A regional locale's own wording of the search (locales/{code}/search.json), if it has any: most override other files only. */
const importOverride = (code: string): Promise<Strings> =>
  importStrings(code).catch((error: { code?: string }) => (error.code === 'MODULE_NOT_FOUND' ? {} : Promise.reject(error)));

const isObject = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

const merged = (base: Strings, over: Strings): Strings =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => {
      const [below, above] = [base[key], over[key]];
      return [key, isObject(below) && isObject(above) ? merged(below, above) : (above ?? below)];
    }),
  );

/**
 * The modal's strings are not in the pages' data (they would weigh on every page): each
 * translation set's locales/{set}/search.json is its own small chunk, fetched with the modal,
 * with a regional locale's own wording over it.
 */
function loadBundle(locale: Pick<BuiltLocale, 'code' | 'translationSet' | 'overrides'>): Promise<Strings> {
  const name = i18nLanguage(locale);
  let bundle = bundles.get(name);
  if (!bundle) {
    const set = importStrings(locale.translationSet);
    bundle = locale.overrides ? Promise.all([set, importOverride(locale.code)]).then(([base, over]) => merged(base, over)) : set;
    bundle.catch(() => bundles.delete(name));
    bundles.set(name, bundle);
  }
  return bundle;
}

export type StringsState = 'loading' | 'ready' | 'failed';

/** Adds the search namespace to the page's i18n instance (a new one on every page) and says when it is there. */
export function useSearchStrings(): StringsState {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const { translationSet } = locale;
  const [state, setState] = useState<StringsState>(() => (i18n.hasResourceBundle(translationSet, SEARCH_NAMESPACE) ? 'ready' : 'loading'));

  useEffect(() => {
    if (i18n.hasResourceBundle(translationSet, SEARCH_NAMESPACE)) {
      setState('ready');
      return undefined;
    }
    let current = true;
    loadBundle(locale).then(
      (strings) => {
        i18n.addResourceBundle(translationSet, SEARCH_NAMESPACE, strings);
        if (current) setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, translationSet]);

  return state;
}
