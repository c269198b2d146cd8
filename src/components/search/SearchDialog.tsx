import React, { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, navigate } from 'gatsby';
import { useTranslation } from '../useTranslation';
import { Modal, ModalHead } from '../dialogs/Modal';
import type { SiteDialogProps } from '../dialogs/dialog-props';
import { useLocale } from '../locale-context';
import { listMoveForKey, moveActive } from '../../lib/listbox';
import { searchEntries, searchEntryKey, searchWords, type SearchEntry } from '../../lib/search';
import { loadPopularSearches, loadSearchEntries } from '../../lib/search-index';
import { keywordTagKey, searchSettings } from '../../lib/search-settings';
import { CategorySelect } from './CategorySelect';
import { categoryLabel, resultCategoryLabel, searchCategories } from './category-label';
import { SearchExcerpt } from './SearchExcerpt';
import { SEARCH_NAMESPACE, useSearchStrings } from './useSearchStrings';
import * as styles from './SearchDialog.module.css';

const ALL_CATEGORIES = 'all';

type IndexState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: SearchEntry[]; popular: SearchEntry[] };

/** The locale's search index, loaded when the modal opens; `retry` loads it again after a failure. */
function useSearchIndex(): { index: IndexState; retry: () => void } {
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setIndex({ status: 'loading' });
    loadPopularSearches(locale)
      .then((popular) => loadSearchEntries(locale, (entries) => current && setIndex({ status: 'ready', entries, popular })))
      .catch(() => current && setIndex({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [locale, attempt]);
  return { index, retry: () => setAttempt((count) => count + 1) };
}

/** Pages of the site open in place; external entries in a new tab. Entries with neither are not clickable. */
const isReachable = (entry: SearchEntry): boolean => entry.path !== null || entry.href !== null;

/**
 * The search modal (§2): category, query, results as a listbox driven from the input
 * (aria-activedescendant), keyword tags and popular searches. Its strings and the index
 * load when it opens, in parallel.
 */
export default function SearchDialog({ onClose }: SiteDialogProps) {
  const strings = useSearchStrings();
  const { index, retry } = useSearchIndex();
  useEffect(() => {
    // Without its strings the modal cannot speak; the next open tries again.
    if (strings === 'failed') onClose();
  }, [strings, onClose]);
  return strings === 'ready' ? <SearchPanel onClose={onClose} index={index} retry={retry} /> : null;
}

interface SearchPanelProps extends SiteDialogProps {
  index: IndexState;
  retry: () => void;
}

function SearchPanel({ onClose, index, retry }: SearchPanelProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const id = useId();
  const titleId = `${id}title`;
  const inputId = `${id}input`;
  const listId = `${id}results`;
  const optionId = (position: number) => `${id}result-${position}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [active, setActive] = useState(-1);

  const entries = index.status === 'ready' ? index.entries : null;
  const results = useMemo(() => (entries ? searchEntries(entries, query, { category }) : []), [entries, query, category]);
  const words = useMemo(() => (entries ? searchWords(entries, query) : []), [entries, query]);
  const categories = useMemo(() => searchCategories(entries ?? []), [entries]);

  // The modal has just been shown (its effect runs before this one): start in the input.
  useEffect(() => inputRef.current?.focus(), []);
  const activeOptionId = active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const search = (text: string) => {
    setQuery(text);
    setActive(-1);
  };

  const openEntry = (entry: SearchEntry) => {
    if (entry.path !== null) {
      onClose();
      void navigate(entry.path);
    } else if (entry.href !== null) {
      window.open(entry.href, '_blank', 'noopener');
      onClose();
    }
  };

  // Enter and the Search button: open the result chosen with the arrows, else highlight the first.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (results[active]) openEntry(results[active]);
    else setActive(results.length > 0 ? 0 : -1);
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = listMoveForKey(event.key);
    // Home and End stay with the text; the arrows walk the results, round the ends.
    if ((move === 'next' || move === 'previous') && results.length > 0) {
      event.preventDefault();
      setActive(moveActive(active, results.length, move, true));
    }
  };

  const blank = query.trim() === '';
  let status = '';
  if (!blank && index.status === 'loading') status = t('loading');
  else if (!blank && index.status === 'ready') {
    status = results.length > 0 ? t('resultCount', { total: results.length }) : t('noResults', { query: query.trim() });
  }

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <ModalHead titleId={titleId} title={t('title')} closeLabel={t('close')} onClose={onClose} />

      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <CategorySelect
          label={t('categoryLabel')}
          options={[
            { value: ALL_CATEGORIES, label: t('allCategories') },
            ...categories.map((id) => ({ value: id, label: categoryLabel(t, id) })),
          ]}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setActive(-1);
          }}
        />
        <label htmlFor={inputId} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results[active] ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t('submit')}
        </button>
      </form>

      <p role="status" className={styles.status}>
        {status}
      </p>
      {index.status === 'failed' && (
        <div role="alert" className={styles.error}>
          <p>{t('loadError')}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}

      <ul role="listbox" id={listId} aria-label={t('resultsLabel')} className={styles.results} hidden={results.length === 0}>
        {results.map((entry, position) => (
          <li
            key={searchEntryKey(entry)}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            aria-disabled={isReachable(entry) ? undefined : true}
            className={`${styles.result} ${position === active ? styles.active : ''}`}
            // Keeps the focus (and the active result) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openEntry(entry)}
          >
            <span className={styles.resultTitle}>{entry.title}</span>
            <span className={styles.resultCategory}>{resultCategoryLabel(t, entry)}</span>
            <span className={styles.resultPath}>
              <bdi dir="ltr">{entry.path ?? entry.href}</bdi>
              {entry.href !== null && <span className="visually-hidden"> ({t('common:nav.openInNewWindow')})</span>}
            </span>
            <SearchExcerpt text={entry.text} words={words} className={styles.resultExcerpt} />
          </li>
        ))}
      </ul>

      {results.length === 0 && (
        <div className={styles.suggestions}>
          <div>
            <h3 className={styles.suggestionsTitle}>{t('keywordsTitle')}</h3>
            <ul className={styles.tags}>
              {searchSettings.keywordTags.map((tagId) => {
                const keyword = t(keywordTagKey(tagId));
                return (
                  <li key={tagId}>
                    <button
                      type="button"
                      className={styles.tag}
                      onClick={() => {
                        search(keyword);
                        inputRef.current?.focus();
                      }}
                    >
                      {keyword}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          {index.status === 'ready' && index.popular.length > 0 && (
            <div>
              <h3 className={styles.suggestionsTitle}>{t('popularTitle')}</h3>
              <ul className={styles.popular}>
                {index.popular.map(
                  (entry) =>
                    entry.path !== null && (
                      <li key={entry.path}>
                        <Link to={entry.path} onClick={onClose}>
                          {entry.title}
                        </Link>
                      </li>
                    ),
                )}
              </ul>
            </div>
          )}
        </div>
      )}

      <p className={styles.hint}>{t('hint')}</p>
    </Modal>
  );
}
