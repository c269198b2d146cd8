import React from 'react';
import { useTranslation } from '../useTranslation';
import type { DynamicBodyProps } from '../dynamic-bodies/body-props';
import type { NewsArticle } from '../../lib/api/types';
import { getNewsById } from '../../lib/api/endpoints';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDateTime } from '../../lib/format';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { ArticleView, DetailStatus } from './DetailParts';
import { useRemote } from './useRemote';
import { useTimeZone } from './useTimeZone';
import * as styles from './DetailParts.module.css';

/** A news story (GET /api/acuity-api/getNewsById): its text, time, source and the instruments it concerns. */
export default function NewsDetail({ routeId, param, notFound, prebuilt }: DynamicBodyProps) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { code, tag } = locale;
  const timeZone = useTimeZone();
  const remote = useRemote(`${code}|${param}`, (signal) => getNewsById({ id: param, lang: code }, signal), prebuilt as NewsArticle | undefined);
  if (remote.state.status !== 'ready') return <DetailStatus routeId={routeId} remote={remote} notFound={notFound} />;

  const story = remote.state.data;
  const language = itemLanguage(story.language, locale);
  return (
    <ArticleView
      listRouteId="analysis-market-news"
      listPath={analysisPaths.news}
      title={story.title}
      language={language}
      lead={story.summary}
      paragraphs={story.body}
      meta={
        <>
          <span>{t(`news.categories.${story.category}`)}</span>
          <time dateTime={story.publishedAt}>{formatDateTime(tag, story.publishedAt, timeZone, true)}</time>
          <span>{t('news.source', { source: story.source })}</span>
        </>
      }
      aside={
        story.symbols.length > 0 && (
          <section aria-labelledby="news-symbols">
            <h2 id="news-symbols">{t('news.symbols')}</h2>
            <ul className={styles.chips}>
              {story.symbols.map((symbol) => (
                <li key={symbol}>
                  <LocalizedLink to={analysisPaths.instrument(symbol)} dir="ltr">
                    {symbol}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        )
      }
    />
  );
}
