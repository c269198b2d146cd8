import React, { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import type { ArticleTag } from '../../lib/api/types';
import { getArticles, getArticleTags } from '../../lib/api/endpoints';
import { EMPTY_LIST_STATE, listStateSearch, pageCount, parseListState, type ListState } from '../../lib/analysis/list-query';
import { articleListQuery, articleTagQuery, prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { itemLanguage } from '../../lib/analysis/language';
import { formatNumber } from '../../lib/format';
import { SectionFrame } from '../sections/SectionFrame';
import { useHeadingLevel } from '../sections/context';
import { useLocale } from '../locale-context';
import { ArticleTeaser } from './ArticleTeaser';
import { EmptyState, ErrorState, LoadingCards } from './ListStates';
import { Pager } from './Pager';
import { useRemote } from './useRemote';
import * as styles from './ArticleList.module.css';
import * as lists from './lists.module.css';

/**
 * Market insight and articles: words and tag filters and the page are kept in the address
 * (?tag=gold&q=opec&page=2), so a filtered list can be shared; the list is read from the
 * address once the page runs and written back as it changes. The unfiltered first page and
 * the tags come with the page (built with it); other pages and filters are asked for.
 */
export default function ArticleList({ section }: { section: Queries.ArticleListSectionDataFragment }) {
  const { t } = useTranslation('analysis');
  const { code, tag: languageTag } = useLocale();
  const heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const first = firstPageOf(section.firstPage, 'articleList');
  const revalidate = prebuiltMayBeStale();
  // With a prebuilt first page, the list starts unfiltered (as built) until the address is read.
  const [state, setState] = useState<ListState | null>(first ? EMPTY_LIST_STATE : null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => setState(parseListState(window.location.search)), []);

  const change = useCallback((next: ListState, focusResults = false) => {
    setState(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${listStateSearch(next)}${hash}`);
    if (focusResults) resultsRef.current?.focus();
  }, []);

  const filter = { kind: section.articleKind, pageSize: section.pageSize };
  const tags = useRemote(
    `${code}|${filter.kind}`,
    (signal) => getArticleTags(articleTagQuery(code, filter), signal),
    first && { items: first.tags },
    revalidate,
  );
  const key = state ? `${code}|${filter.kind}|${state.tag}|${state.q}|${state.page}` : 'pending';
  const articles = useRemote(
    key,
    (signal) => (state ? getArticles(articleListQuery(code, filter, state), signal) : new Promise<never>(() => undefined)),
    first?.page,
    revalidate,
  );

  const listState = articles.state;
  return (
    <SectionFrame section={section}>
      <div className={styles.filters}>
        <SearchForm value={state?.q ?? ''} onSearch={(q) => state && change({ ...state, q, page: 1 })} />
        <TagFilter
          tags={tags.state.status === 'ready' ? tags.state.data.items.filter((entry) => entry.count > 0) : null}
          selected={state?.tag ?? null}
          onSelect={(tag) => state && change({ ...state, tag, page: 1 })}
        />
      </div>
      <div
        ref={resultsRef}
        tabIndex={-1}
        className={`${lists.region} ${styles.results}`}
        aria-busy={listState.status === 'loading'}
        aria-label={t('articles.results')}
        role="region"
      >
        <p className={lists.summary} role="status">
          {listState.status === 'ready' && listState.data.items.length > 0
            ? t('articles.count', { total: formatNumber(languageTag, listState.data.total) })
            : ''}
        </p>
        {listState.status === 'loading' && <LoadingCards count={section.pageSize} />}
        {listState.status === 'error' && <ErrorState message={t('articles.error')} onRetry={articles.retry} />}
        {listState.status === 'ready' && listState.data.items.length === 0 && (
          <EmptyState message={state?.tag || state?.q ? t('articles.noMatch') : t('articles.empty')}>
            {state && (state.tag || state.q) && (
              <button type="button" className="button button-secondary" onClick={() => change({ tag: null, q: '', page: 1 })}>
                {t('articles.clearFilters')}
              </button>
            )}
          </EmptyState>
        )}
        {listState.status === 'ready' && listState.data.items.length > 0 && (
          <ul className={lists.cards}>
            {listState.data.items.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} heading={heading} />
              </li>
            ))}
          </ul>
        )}
        <div className={lists.pagerArea}>
          {listState.status === 'ready' && state && (
            <Pager
              page={state.page}
              count={pageCount(listState.data.total, listState.data.pageSize)}
              onChange={(page) => change({ ...state, page }, true)}
            />
          )}
        </div>
      </div>
    </SectionFrame>
  );
}

/** The words to look for; the list changes when they are sent. */
function SearchForm({ value, onSearch }: { value: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation('analysis');
  const id = useId();
  const [words, setWords] = useState(value);
  // Follow the list's words when they change (read from the address, or cleared), never wiping what is being typed.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    setWords(value);
  }, [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-words`}>{t('articles.searchLabel')}</label>
      <div className={styles.searchRow}>
        <input
          id={`${id}-words`}
          type="search"
          value={words}
          maxLength={100}
          placeholder={t('articles.searchPlaceholder')}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('articles.searchButton')}
        </button>
      </div>
    </form>
  );
}

/** One button per tag (and "all"); the pressed one filters the list. Tags load with the page, in one scrolling row. */
function TagFilter({
  tags,
  selected,
  onSelect,
}: {
  tags: ArticleTag[] | null;
  selected: string | null;
  onSelect: (tag: string | null) => void;
}) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const id = useId();
  return (
    <div className={styles.tags} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.tagsLabel}>
        {t('articles.tagsLabel')}
      </span>
      <ul className={styles.tagList}>
        <li>
          <button type="button" className={lists.pill} aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {t('articles.allTags')}
          </button>
        </li>
        {tags?.map((tag) => (
          <li key={tag.id}>
            <button
              type="button"
              className={lists.pill}
              aria-pressed={selected === tag.id}
              onClick={() => onSelect(tag.id)}
              {...itemLanguage(tag.language, locale)}
            >
              {tag.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const fragment = graphql`
  fragment ArticleListSectionData on ArticleListSection {
    id
    firstPage(locale: $locale)
    key
    articleKind: kind
    pageSize
  }
`;
