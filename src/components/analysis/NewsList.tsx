import React, { useEffect, useRef } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import { getNews } from '../../lib/api/endpoints';
import { newsListQuery, prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { formatNumber } from '../../lib/format';
import { SectionFrame } from '../sections/SectionFrame';
import { useHeadingLevel } from '../sections/context';
import { useLocale } from '../locale-context';
import { EmptyState, ErrorState, LoadingCards } from './ListStates';
import { NewsTeaser } from './NewsTeaser';
import { usePagedList } from './usePagedList';
import * as styles from './lists.module.css';

/**
 * The market news, newest first, a page at a time: the first page comes with the page (built
 * with it), "load more" asks for the next and moves the focus to its first story.
 */
export default function NewsList({ section }: { section: Queries.NewsListSectionDataFragment }) {
  const { t } = useTranslation('analysis');
  const { code, tag } = useLocale();
  const heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const first = firstPageOf(section.firstPage, 'newsList');
  const list = usePagedList(
    code,
    (page, signal) => getNews(newsListQuery(code, page, section.pageSize), signal),
    first?.page,
    prebuiltMayBeStale(),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    if (firstNew.current === null || list.status !== 'ready') return;
    listRef.current?.querySelectorAll('a')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [list.status, list.items.length]);

  const loadMore = () => {
    firstNew.current = list.items.length;
    list.loadMore();
  };

  return (
    <SectionFrame section={section}>
      <div className={styles.region} aria-busy={list.status === 'loading' || list.status === 'loadingMore'}>
        {list.status === 'loading' && (
          <>
            <LoadingCards count={section.pageSize} />
            {/* The room of the count and the button, so nothing below moves when the stories arrive. */}
            <div className={styles.more} />
          </>
        )}
        {list.status === 'error' && <ErrorState message={t('news.error')} onRetry={list.retry} />}
        {list.status !== 'loading' && list.status !== 'error' && list.items.length === 0 && <EmptyState message={t('news.empty')} />}
        {list.items.length > 0 && list.status !== 'loading' && list.status !== 'error' && (
          <>
            <ul ref={listRef} className={styles.cards}>
              {list.items.map((story) => (
                <li key={story.id}>
                  <NewsTeaser story={story} heading={heading} />
                </li>
              ))}
            </ul>
            <div className={styles.more}>
              <p className={styles.count} role="status">
                {t('news.count', { shown: formatNumber(tag, list.items.length), total: formatNumber(tag, list.total) })}
              </p>
              {list.status === 'moreFailed' && <ErrorState message={t('news.moreError')} onRetry={list.retry} />}
              {list.hasMore && list.status !== 'moreFailed' && (
                <button type="button" className="button button-secondary" onClick={loadMore} disabled={list.status === 'loadingMore'}>
                  {list.status === 'loadingMore' ? t('news.loadingMore') : t('news.loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment NewsListSectionData on NewsListSection {
    id
    firstPage(locale: $locale)
    key
    pageSize
  }
`;
