import { useLocale } from '../locale-context';
import { fromChunks, useLazyStrings, type StringsState } from '../lazy-strings';

export const SEARCH_NAMESPACE = 'search';

const loadSearchStrings = fromChunks(
  (folder) => import(/* webpackChunkName: "search-strings-[request]" */ `../../../locales/${folder}/search.json`),
);

/** The search modal's strings (locales/{set}/search.json), loaded with the modal or the mobile menu's search. */
export const useSearchStrings = (): StringsState => useLazyStrings(SEARCH_NAMESPACE, loadSearchStrings, useLocale());
