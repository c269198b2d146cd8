import React from 'react';
import type { Video } from '../../lib/api/types';
import { analysisPaths } from '../../lib/analysis/paths';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDate } from '../../lib/format';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { VideoPlayer } from './VideoPlayer';
import * as styles from './VideoCard.module.css';
import * as placeholder from './ListStates.module.css';

/** A video: its poster (plays in place), title (links to the video's page), description and date. */
export function VideoCard({ video, heading: Heading }: { video: Video; heading: 'h2' | 'h3' | 'h4' }) {
  const locale = useLocale();
  const language = itemLanguage(video.language, locale);
  return (
    <article className={styles.card}>
      <VideoPlayer video={video} language={language} />
      <div className={styles.text}>
        <Heading className={styles.title} {...language}>
          <LocalizedLink to={analysisPaths.video(video.id)}>{video.title}</LocalizedLink>
        </Heading>
        <p className={styles.description} {...language}>
          {video.description}
        </p>
        <p className={styles.date}>
          <time dateTime={video.publishedAt}>{formatDate(locale.tag, video.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}

/** The shape of a video card while the videos load. */
export function VideoCardPlaceholder() {
  return (
    <div className={styles.card}>
      <span className={styles.posterShape} />
      <div className={styles.text}>
        <span className={`${placeholder.bar} ${placeholder.wide}`} />
        <span className={`${placeholder.bar} ${placeholder.wide}`} />
        <span className={placeholder.bar} />
      </div>
    </div>
  );
}
