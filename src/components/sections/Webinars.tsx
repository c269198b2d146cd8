import React, { useId } from 'react';
import { graphql } from 'gatsby';
import type { Webinar } from '../../lib/api/types';
import { webinarFileUrl } from '../../lib/calendar-feeds';
import { fillParam } from '../../lib/routes';
import { prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { PAST_WEBINARS_SHOWN, fetchWebinarLists, webinarListsAt } from '../../lib/webinars';
import { TimeZoneNote, WebinarFacts, contentLanguage } from '../academy/WebinarFacts';
import { useRemote } from '../analysis/useRemote';
import { useTimeZone } from '../analysis/useTimeZone';
import { LocalizedLink } from '../LocalizedLink';
import { useHydratedNow } from '../useHydratedNow';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Webinars.module.css';
import * as shared from './Sections.module.css';
import * as promotions from './Promotions.module.css';

/**
 * Upcoming webinars from GET /api/webinar with a registration link and an iCalendar file to add
 * it to a calendar (GET /api/webinar.ics) each, and the latest
 * past ones, at the visitor's own time: loading, none scheduled, failed (with a retry). The
 * schedule comes with the page (built with it); once hydrated, a webinar that has ended since
 * moves to the past ones.
 */
export default function Webinars({ section }: { section: Queries.WebinarsSectionDataFragment }) {
  const { code } = useLocale();
  const { t } = useTexts();
  const pastCount = section.showPast ? PAST_WEBINARS_SHOWN : 0;
  const first = firstPageOf(section.firstPage, 'webinars');
  const remote = useRemote(
    `${code}|${section.showPast}`,
    () => fetchWebinarLists(code, pastCount),
    first && { upcoming: first.upcoming, past: first.past },
    prebuiltMayBeStale(),
  );
  const { retry } = remote;
  const timeZone = useTimeZone();
  const now = useHydratedNow();
  const state =
    remote.state.status === 'ready'
      ? {
          status: 'ready' as const,
          value: { ...(now === null ? remote.state.data : webinarListsAt(remote.state.data, now, pastCount)), timeZone },
        }
      : remote.state;

  return (
    <SectionFrame section={section}>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className={shared.panel}>{t('academy:webinarList.loading')}</p>}
        {state.status === 'error' && (
          <div className={shared.panel} role="alert">
            <p>{t('academy:webinarList.error')}</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              {t('academy:webinarList.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && <Schedule {...state.value} registerPath={section.registerPath} />}
      </div>
    </SectionFrame>
  );
}

function Schedule({
  upcoming,
  past,
  timeZone,
  registerPath,
}: {
  upcoming: Webinar[];
  past: Webinar[];
  timeZone: string;
  registerPath: string;
}) {
  const { t } = useTexts();
  const ListHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <>
      <TimeZoneNote timeZone={timeZone} at={upcoming[0] && new Date(upcoming[0].startsAt)} />
      <ListHeading className={styles.listTitle}>{t('academy:webinarList.upcoming')}</ListHeading>
      {upcoming.length === 0 ? (
        <p className={shared.panel}>{t('academy:webinarList.empty')}</p>
      ) : (
        <WebinarList webinars={upcoming} timeZone={timeZone} registerPath={registerPath} />
      )}
      {past.length > 0 && (
        <>
          <ListHeading className={styles.listTitle}>{t('academy:webinarList.past')}</ListHeading>
          <WebinarList webinars={past} timeZone={timeZone} registerPath={null} />
        </>
      )}
    </>
  );
}

function WebinarList({ webinars, timeZone, registerPath }: { webinars: Webinar[]; timeZone: string; registerPath: string | null }) {
  const { t } = useTexts();
  const id = useId();
  const { code, translationSet } = useLocale();
  const ItemHeading = useHeadingLevel() === 2 ? 'h4' : 'h5';
  return (
    <ul className={promotions.list}>
      {webinars.map((webinar) => (
        <li key={webinar.id} className={styles.card}>
          <ItemHeading id={`${id}-${webinar.id}`} className={styles.title} {...contentLanguage(webinar.language, translationSet)}>
            {webinar.title}
          </ItemHeading>
          <p className={styles.summary} {...contentLanguage(webinar.language, translationSet)}>
            {webinar.summary}
          </p>
          <WebinarFacts webinar={webinar} timeZone={timeZone} />
          {registerPath ? (
            <div className={styles.actions}>
              <LocalizedLink
                to={fillParam(registerPath, webinar.id)}
                className={`button button-primary ${styles.action}`}
                aria-describedby={`${id}-${webinar.id}`}
              >
                {t('academy:webinarList.register')}
              </LocalizedLink>
              <a
                href={webinarFileUrl(code, webinar.id)}
                download
                className={`button button-secondary ${styles.action}`}
                aria-describedby={`${id}-${webinar.id}`}
              >
                {t('academy:webinarList.addToCalendar')}
              </a>
            </div>
          ) : (
            <p className={styles.ended}>{t('academy:webinarList.ended')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

export const fragment = graphql`
  fragment WebinarsSectionData on WebinarsSection {
    id
    firstPage(locale: $locale)
    key
    registerPath
    showPast
  }
`;
