import React from 'react';
import { useTranslation } from '../useTranslation';
import type { NewsSummary } from '../../lib/api/types';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../locale-context';
import { TeaserCard, type TeaserHeading } from './TeaserCard';
import { useTimeZone } from './useTimeZone';
import * as card from './TeaserCard.module.css';

/** A news story in a list: category, time, title, summary, source and symbols. */
export function NewsTeaser({ story, heading }: { story: NewsSummary; heading: TeaserHeading }) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { tag } = locale;
  const timeZone = useTimeZone();
  return (
    <TeaserCard
      to={analysisPaths.newsItem(story.id)}
      title={story.title}
      summary={story.summary}
      language={itemLanguage(story.language, locale)}
      heading={heading}
      meta={
        <>
          <span className={card.chip}>{t(`news.categories.${story.category}`)}</span>
          <time dateTime={story.publishedAt}>{formatDateTime(tag, story.publishedAt, timeZone)}</time>
        </>
      }
      footer={
        <>
          <span>{t('news.source', { source: story.source })}</span>
          <span dir="ltr">{story.symbols.join(' · ')}</span>
        </>
      }
    />
  );
}
