import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../useTranslation';
import type { Video } from '../../lib/api/types';
import type { TextLanguage } from '../../lib/analysis/language';
import { formatDuration } from '../../lib/format';
import { useLocale } from '../locale-context';
import * as styles from './VideoPlayer.module.css';

/**
 * A video's poster with a play button. The player (the video host's page in an iframe) is
 * loaded only when the visitor plays the video: nothing is asked of the video host before.
 */
export function VideoPlayer({ video, language }: { video: Video; language: TextLanguage }) {
  const { t } = useTranslation('analysis');
  const { tag } = useLocale();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    const source = new URL(video.embedUrl);
    source.searchParams.set('autoplay', '1');
    return (
      <div className={styles.frame}>
        <iframe
          ref={frame}
          src={source.toString()}
          title={t('videos.player', { title: video.title })}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button type="button" className={`${styles.frame} ${styles.poster} ${styles[video.category] ?? ''}`} onClick={() => setPlaying(true)}>
      <span className={styles.category}>{t(`videos.categories.${video.category}`)}</span>
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      <span className="visually-hidden" {...language}>
        {t('videos.play', { title: video.title })}
      </span>
      <span className={styles.duration}>
        <span className="visually-hidden">{t('videos.duration')} </span>
        <span dir="ltr">{formatDuration(tag, video.durationSeconds)}</span>
      </span>
    </button>
  );
}
