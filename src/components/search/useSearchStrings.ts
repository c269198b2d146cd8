import { useEffect, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { useLocale } from '../locale-context';

export const SEARCH_NAMESPACE = 'search';

type Strings = Record<string, unknown>;
const bundles = new Map<string, Promise<Strings>>();

/**
 * The modal's strings are not in the pages' data (they would weigh on every page): each
 * translation set's locales/{set}/search.json is its own small chunk, fetched with the modal.
 */
function loadBundle(translationSet: string): Promise<Strings> {
  let bundle = bundles.get(translationSet);
  if (!bundle) {
    bundle = import(/* webpackChunkName: "search-strings-[request]" */ `../../../locales/${translationSet}/search.json`).then(
      (module: { default: Strings }) => module.default,
    );
    bundle.catch(() => bundles.delete(translationSet));
    bundles.set(translationSet, bundle);
  }
  return bundle;
}

export type StringsState = 'loading' | 'ready' | 'failed';

/** Adds the search namespace to the page's i18n instance (a new one on every page) and says when it is there. */
export function useSearchStrings(): StringsState {
  const { i18n } = useTranslation();
  const { translationSet } = useLocale();
  const [state, setState] = useState<StringsState>(() => (i18n.hasResourceBundle(translationSet, SEARCH_NAMESPACE) ? 'ready' : 'loading'));

  useEffect(() => {
    if (i18n.hasResourceBundle(translationSet, SEARCH_NAMESPACE)) {
      setState('ready');
      return undefined;
    }
    let current = true;
    loadBundle(translationSet).then(
      (strings) => {
        i18n.addResourceBundle(translationSet, SEARCH_NAMESPACE, strings);
        if (current) setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [i18n, translationSet]);

  return state;
}
