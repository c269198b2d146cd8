import React, { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../useTranslation';
import { ApiError } from '../../lib/api/client';
import type { TextLanguage } from '../../lib/analysis/language';
import { routeTitleKey } from '../../lib/menu';
import { PageHeader } from '../PageHeader';
import { LocalizedLink } from '../LocalizedLink';
import { Icon } from '../sections/Icon';
import { useLocale } from '../locale-context';
import { ErrorState } from './ListStates';
import type { Remote } from './useRemote';
import * as styles from './DetailParts.module.css';
import * as shared from '../sections/Sections.module.css';

/** The header the page shows for a route before its item is known (the same as the page template's). */
export function RouteHeader({ routeId }: { routeId: string }) {
  const { t } = useTranslation('analysis');
  return <PageHeader titleKey={routeTitleKey(routeId)} section="analysis" intro={t(`${routeId}.description`)} />;
}

/**
 * What a detail page shows until its item is there: the route's header and the loading
 * shape of a text, or the failure with a retry. An item the API does not know (404) shows
 * the 404 page instead.
 */
export function DetailStatus({
  routeId,
  remote,
  notFound,
}: {
  routeId: string;
  remote: { state: Remote<unknown>; retry: () => void };
  notFound: () => void;
}) {
  const { t } = useTranslation('analysis');
  const { state, retry } = remote;
  const missing = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  useEffect(() => {
    if (missing) notFound();
  }, [missing, notFound]);
  return (
    <>
      <RouteHeader routeId={routeId} />
      <div className={`container ${styles.status}`} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div className={styles.loadingText}>
            <p className="visually-hidden" role="status">
              {t('states.loading')}
            </p>
            {[100, 96, 92, 60, 100, 88].map((width, index) => (
              <span key={index} className={styles.line} style={{ inlineSize: `${width}%` }} aria-hidden="true" />
            ))}
          </div>
        )}
        {state.status === 'error' && !missing && <ErrorState message={t('detail.error')} onRetry={retry} />}
      </div>
    </>
  );
}

interface ArticleViewProps {
  /** The route of the list the item belongs to: the breadcrumb before its title. */
  listRouteId: string;
  listPath: string;
  title: string;
  /** The language of the item's texts when it is not the page's. */
  language: TextLanguage;
  /** Date, author or source, reading time: under the title. */
  meta: ReactNode;
  /** The summary, then the text (one paragraph per entry): one block in the item's language. */
  lead?: string;
  paragraphs?: readonly string[];
  /** Beside the text on wide screens, after it on narrow ones. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A news story, insight or video page: header with the item's title, its text, and an aside. */
export function ArticleView({ listRouteId, listPath, title, language, meta, lead, paragraphs, aside, children }: ArticleViewProps) {
  const { t } = useTranslation('analysis');
  return (
    <>
      <PageHeader titleKey={routeTitleKey(listRouteId)} section="analysis" title={{ text: title, language }} parentPath={listPath}>
        <p className={styles.meta}>{meta}</p>
      </PageHeader>
      <div className={`container ${styles.layout} ${aside ? styles.withAside : ''}`}>
        <div className={styles.main}>
          <LanguageNote language={language} />
          {children}
          {(lead || paragraphs) && (
            <div className={styles.text} {...language}>
              {lead && <p className={styles.lead}>{lead}</p>}
              {paragraphs?.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          )}
          <p className={styles.back}>
            <LocalizedLink to={listPath} className={shared.textLink}>
              <Icon name="arrow" className={styles.backArrow} />
              {t('detail.backTo', { list: t(`common:${routeTitleKey(listRouteId)}`) })}
            </LocalizedLink>
          </p>
        </div>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </>
  );
}

/** A note that the item is shown in another language than the page's, naming it. */
function LanguageNote({ language }: { language: TextLanguage }) {
  const { t } = useTranslation('analysis');
  const { tag } = useLocale();
  if (!language.lang) return null;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(language.lang) ?? language.lang;
  return <p className={styles.languageNote}>{t('detail.otherLanguage', { language: name })}</p>;
}
