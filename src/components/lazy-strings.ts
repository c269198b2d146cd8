import { useEffect, useState } from 'react';
import { useTranslation } from './useTranslation';
import { mergeStrings } from '../lib/i18n';
import { i18nLanguage, type BuiltLocale } from '../lib/locales';

type Strings = Record<string, unknown>;

/**
 * Loads locales/{folder}/{namespace}.json. Each caller writes its namespace into the import's
 * path (`import(\`../../../locales/${folder}/search.json\`)`), so that webpack makes that file of
 * every folder its own small chunk and no other file one.
 */
export type StringsImport = (folder: string) => Promise<{ default: Strings }>;

const bundles = new Map<string, Promise<Strings>>();

/** A regional locale's own wording of the namespace (locales/{code}/…), if it has any: most override other files only. */
const importOverride = (load: StringsImport, code: string): Promise<Strings> =>
  load(code).then(
    (module) => module.default,
    (error: { code?: string }) => (error.code === 'MODULE_NOT_FOUND' ? {} : Promise.reject(error)),
  );

function loadBundle(namespace: string, load: StringsImport, locale: Pick<BuiltLocale, 'code' | 'translationSet' | 'overrides'>) {
  const name = `${namespace}|${i18nLanguage(locale)}`;
  let bundle = bundles.get(name);
  if (!bundle) {
    const set = load(locale.translationSet).then((module) => module.default);
    bundle = locale.overrides ? Promise.all([set, importOverride(load, locale.code)]).then(([base, over]) => mergeStrings(base, over)) : set;
    bundle.catch(() => bundles.delete(name));
    bundles.set(name, bundle);
  }
  return bundle;
}

export type StringsState = 'loading' | 'ready' | 'failed';

/**
 * Strings that are not in the pages' data (they would weigh on every page): a namespace loaded
 * when a part that needs it first shows, with a regional locale's own wording over its set's,
 * added to the page's i18n instance (a new one on every page). Says when it is there.
 */
export function useLazyStrings(namespace: string, load: StringsImport, locale: BuiltLocale): StringsState {
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
