import React, { useEffect } from 'react';
import { Link, navigate } from 'gatsby';
import { useTranslation } from '../useTranslation';
import type { DynamicBodyProps } from '../dynamic-bodies/body-props';
import type { Article } from '../../lib/api/types';
import { getArticleInfo, getArticleTags } from '../../lib/api/endpoints';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { listStateSearch, EMPTY_LIST_STATE } from '../../lib/analysis/list-query';
import { formatDate, formatNumber } from '../../lib/format';
import { localizedPath } from '../../lib/locales';
import { useLocale } from '../locale-context';
import { ArticleView, DetailStatus } from './DetailParts';
import { useRemote } from './useRemote';
import * as styles from './DetailParts.module.css';

/** The route each kind of article lives at (analysisPaths.article). */
const ROUTE_OF_KIND = { insight: 'analysis-market-insight-detail', article: 'analysis-market-insight-article' } as const;
const LIST_OF_KIND = {
  insight: { routeId: 'analysis-market-insight', path: analysisPaths.insight },
  article: { routeId: 'analysis-article', path: analysisPaths.articles },
} as const;

/**
 * A market insight or article (GET /api/articles/null, the article info, by alias). A
 * former alias, or an article asked for under the other kind's route, moves to the
 * article's own address.
 */
export default function InsightDetail({ routeId, param, notFound, prebuilt }: DynamicBodyProps) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { code, tag } = locale;
  const remote = useRemote(
    `${code}|${param}`,
    (signal) => getArticleInfo({ alias: param, lang: code }, signal),
    prebuilt as Article | undefined,
  );
  const article = remote.state.status === 'ready' ? remote.state.data : null;
  const moved = article !== null && (article.alias !== param || ROUTE_OF_KIND[article.kind] !== routeId);

  useEffect(() => {
    if (article && moved) void navigate(localizedPath(code, analysisPaths.article(article.kind, article.alias)), { replace: true });
  }, [article, moved, code]);

  if (!article || moved) return <DetailStatus routeId={routeId} remote={remote} notFound={notFound} />;

  const language = itemLanguage(article.language, locale);
  const list = LIST_OF_KIND[article.kind];
  return (
    <ArticleView
      listRouteId={list.routeId}
      listPath={list.path}
      title={article.title}
      language={language}
      lead={article.summary}
      paragraphs={article.body}
      meta={
        <>
          <time dateTime={article.publishedAt}>{formatDate(tag, article.publishedAt)}</time>
          <span>{t('articles.by', { author: article.author })}</span>
          <span>{t('articles.readingTime', { minutes: formatNumber(tag, article.readingMinutes), count: article.readingMinutes })}</span>
        </>
      }
      aside={<ArticleTags article={article} listPath={list.path} />}
    />
  );
}

/**
 * The article's tags, each a link to its list filtered by the tag. Their labels come with
 * the tags call, so the links appear once it answers (beside the text, or after it).
 */
function ArticleTags({ article, listPath }: { article: Article; listPath: string }) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { code } = locale;
  const { state } = useRemote(`tags|${code}`, (signal) => getArticleTags({ lang: code }, signal));
  if (state.status !== 'ready') return null;
  const tags = state.data.items.filter((entry) => article.tags.includes(entry.id));
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-tags">
      <h2 id="article-tags">{t('articles.tagsLabel')}</h2>
      <ul className={styles.chips}>
        {tags.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`${localizedPath(code, listPath)}${listStateSearch({ ...EMPTY_LIST_STATE, tag: entry.id })}`}
              {...itemLanguage(entry.language, locale)}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
