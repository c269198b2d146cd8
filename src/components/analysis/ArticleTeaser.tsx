import React from 'react';
import { useTranslation } from '../useTranslation';
import type { ArticleSummary } from '../../lib/api/types';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../locale-context';
import { TeaserCard, type TeaserHeading } from './TeaserCard';
import * as card from './TeaserCard.module.css';

/** An insight or article in a list: kind, date, title, summary, author and reading time. */
export function ArticleTeaser({ article, heading }: { article: ArticleSummary; heading: TeaserHeading }) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { tag } = locale;
  return (
    <TeaserCard
      to={analysisPaths.article(article.kind, article.alias)}
      title={article.title}
      summary={article.summary}
      language={itemLanguage(article.language, locale)}
      heading={heading}
      meta={
        <>
          <span className={card.chip}>{t(`articles.kinds.${article.kind}`)}</span>
          <time dateTime={article.publishedAt}>{formatDate(tag, article.publishedAt)}</time>
        </>
      }
      footer={
        <>
          <span>{t('articles.by', { author: article.author })}</span>
          <span>{t('articles.readingTime', { minutes: formatNumber(tag, article.readingMinutes), count: article.readingMinutes })}</span>
        </>
      }
    />
  );
}
