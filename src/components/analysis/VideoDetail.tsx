import React, { useEffect } from 'react';
import { useTranslation } from '../useTranslation';
import type { DynamicBodyProps } from '../dynamic-bodies/body-props';
import { getVideoUrls } from '../../lib/api/endpoints';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDate, formatDuration } from '../../lib/format';
import { useLocale } from '../locale-context';
import { ArticleView, DetailStatus } from './DetailParts';
import { VideoCard } from './VideoCard';
import { VideoPlayer } from './VideoPlayer';
import { useRemote } from './useRemote';
import * as styles from './DetailParts.module.css';
import * as cards from './VideoCard.module.css';

/** How many other videos the page suggests. */
const MORE_VIDEOS = 3;

/** A video article (from GET /api/urls): the player, its summary, and more videos. */
export default function VideoDetail({ routeId, param, notFound }: DynamicBodyProps) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { code, tag } = locale;
  const remote = useRemote(`videos|${code}`, (signal) => getVideoUrls({ lang: code }, signal));
  const videos = remote.state.status === 'ready' ? remote.state.data.items : null;
  const video = videos?.find((item) => item.id === param);
  const unknown = videos !== null && !video;
  useEffect(() => {
    if (unknown) notFound();
  }, [unknown, notFound]);
  if (!video) return <DetailStatus routeId={routeId} remote={remote} notFound={notFound} />;

  const language = itemLanguage(video.language, locale);
  const more = (videos ?? []).filter((item) => item.id !== video.id).slice(0, MORE_VIDEOS);
  return (
    <ArticleView
      listRouteId="analysis-brand-tv"
      listPath={analysisPaths.tv}
      title={video.title}
      language={language}
      meta={
        <>
          <span>{t(`videos.categories.${video.category}`)}</span>
          <time dateTime={video.publishedAt}>{formatDate(tag, video.publishedAt)}</time>
          <span>
            {t('videos.duration')} <span dir="ltr">{formatDuration(tag, video.durationSeconds)}</span>
          </span>
        </>
      }
    >
      <VideoPlayer video={video} language={language} />
      <p className={`${styles.lead} ${styles.afterPlayer}`} {...language}>
        {video.description}
      </p>
      {more.length > 0 && (
        <section aria-labelledby="more-videos" className={styles.more}>
          <h2 id="more-videos">{t('videos.more')}</h2>
          <ul className={cards.grid}>
            {more.map((item) => (
              <li key={item.id}>
                <VideoCard video={item} heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ArticleView>
  );
}
