import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import { getVideoUrls } from '../../lib/api/endpoints';
import { localeQuery, prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { SectionFrame } from '../sections/SectionFrame';
import { useHeadingLevel } from '../sections/context';
import { useLocale } from '../locale-context';
import { EmptyState, ErrorState } from './ListStates';
import { VideoCard, VideoCardPlaceholder } from './VideoCard';
import { useRemote } from './useRemote';
import * as styles from './VideoCard.module.css';

/** The video page's videos, newest first (built with the page): poster cards that play where they are. */
export default function VideoGallery({ section }: { section: Queries.VideoGallerySectionDataFragment }) {
  const { t } = useTranslation('analysis');
  const { code } = useLocale();
  const heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const first = firstPageOf(section.firstPage, 'videoGallery');
  const { state, retry } = useRemote(
    `videos|${code}`,
    (signal) => getVideoUrls(localeQuery(code), signal),
    first && { items: first.items },
    prebuiltMayBeStale(),
  );
  return (
    <SectionFrame section={section}>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              {t('states.loading')}
            </p>
            <ul className={styles.grid} aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <VideoCardPlaceholder />
                </li>
              ))}
            </ul>
          </>
        )}
        {state.status === 'error' && <ErrorState message={t('videos.error')} onRetry={retry} />}
        {state.status === 'ready' && state.data.items.length === 0 && <EmptyState message={t('videos.empty')} />}
        {state.status === 'ready' && state.data.items.length > 0 && (
          <ul className={styles.grid}>
            {state.data.items.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} heading={heading} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment VideoGallerySectionData on VideoGallerySection {
    id
    firstPage(locale: $locale)
    key
  }
`;
