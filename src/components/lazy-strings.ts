import { useEffect, useState } from 'react';
import { useTranslation } from './useTranslation';
import { mergeStrings } from '../lib/i18n';
import { i18nLanguage, type BuiltLocale } from '../lib/locales';

type Strings = Record<string, unknown>;

/** Loads a namespace's strings for a locale, a regional locale's own wording over its set's. */
export type StringsLoader = (locale: BuiltLocale) => Promise<Strings>;

/**
 * A loader from webpack chunks: `load` imports locales/{folder}/{namespace}.json, with the
 * namespace written into the import's path (`import(\`../../../locales/${folder}/search.json\`)`),
 * so that webpack makes that file of every folder its own small chunk and no other file one.
 */
export const fromChunks =
  (load: (folder: string) => Promise<{ default: Strings }>): StringsLoader =>
  (locale) => {
    const set = load(locale.translationSet).then((module) => module.default);
    if (!locale.overrides) return set;
    // A regional locale's own wording (locales/{code}/…), if it has any: most override other files only.
    const override = load(locale.code).then(
      (module) => module.default,
      (error: { code?: string }) => (error.code === 'MODULE_NOT_FOUND' ? {} : Promise.reject(error)),
    );
    return Promise.all([set, override]).then(([base, over]) => mergeStrings(base, over));
  };

const bundles = new Map<string, Promise<Strings>>();

function loadBundle(namespace: string, load: StringsLoader, locale: BuiltLocale): Promise<Strings> {
  const name = `${namespace}|${i18nLanguage(locale)}`;
  let bundle = bundles.get(name);
  if (!bundle) {
    bundle = load(locale);
    bundle.catch(() => bundles.delete(name));
    bundles.set(name, bundle);
  }
  return bundle;
}

/** Starts loading a namespace before the part that needs it shows (a failure is the part's to report). */
export const preloadStrings = (namespace: string, load: StringsLoader, locale: BuiltLocale): void =>
  void loadBundle(namespace, load, locale).catch(() => undefined);

export type StringsState = 'loading' | 'ready' | 'failed';

/**
 * Strings that are not in the pages' data (they would weigh on every page): a namespace loaded
 * when a part that needs it first shows and added to the page's i18n instance (a new one on
 * every page). Says when it is there.
 */
export function useLazyStrings(namespace: string, load: StringsLoader, locale: BuiltLocale): StringsState {
  const { i18n } = useTranslation();
  const { translationSet } = locale;
  const [state, setState] = useState<StringsState>(() => (i18n.hasResourceBundle(translationSet, namespace) ? 'ready' : 'loading'));

  useEffect(() => {
    if (i18n.hasResourceBundle(translationSet, namespace)) {
      setState('ready');
      return undefined;
    }
    let current = true;
    setState('loading');
    loadBundle(namespace, load, locale).then(
      (strings) => {
        i18n.addResourceBundle(translationSet, namespace, strings);
        if (current) setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, translationSet, namespace, load]);

  return state;
}
