import React, { useCallback, useEffect, useId, useState } from 'react';
import type { Webinar } from '../../lib/api/types';
import { visitorTimeZone } from '../../lib/format';
import { fillParam } from '../../lib/routes';
import type { WebinarsSection } from '../../lib/sections/types';
import { fetchWebinarLists } from '../../lib/webinars';
import { TimeZoneNote, WebinarFacts } from '../academy/WebinarFacts';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Webinars.module.css';
import * as shared from './Sections.module.css';

/** How many past webinars the list shows. */
const PAST_SHOWN = 4;

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; upcoming: Webinar[]; past: Webinar[]; timeZone: string };

/**
 * Upcoming webinars from GET /api/webinar with a registration link each, and the latest
 * past ones, at the visitor's own time: loading, none scheduled, failed (with a retry).
 */
export default function Webinars({ section }: { section: WebinarsSection }) {
  const { code } = useLocale();
  const { t } = useTexts();
  const ListHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchWebinarLists(code, section.showPast ? PAST_SHOWN : 0).then(
      ({ upcoming, past }) => current && setState({ status: 'ready', upcoming, past, timeZone: visitorTimeZone() }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [code, section.showPast, attempt]);

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
        {state.status === 'ready' && (
          <>
            <TimeZoneNote timeZone={state.timeZone} at={state.upcoming[0] && new Date(state.upcoming[0].startsAt)} />
            <ListHeading className={styles.listTitle}>{t('academy:webinarList.upcoming')}</ListHeading>
            {state.upcoming.length === 0 ? (
              <p className={shared.panel}>{t('academy:webinarList.empty')}</p>
            ) : (
              <WebinarList webinars={state.upcoming} timeZone={state.timeZone} registerPath={section.registerPath} />
            )}
            {state.past.length > 0 && (
              <>
                <ListHeading className={styles.listTitle}>{t('academy:webinarList.past')}</ListHeading>
                <WebinarList webinars={state.past} timeZone={state.timeZone} registerPath={null} />
              </>
            )}
          </>
        )}
      </div>
    </SectionFrame>
  );
}

function WebinarList({ webinars, timeZone, registerPath }: { webinars: Webinar[]; timeZone: string; registerPath: string | null }) {
  const { t } = useTexts();
  const id = useId();
  const { translationSet } = useLocale();
  const ItemHeading = useHeadingLevel() === 2 ? 'h4' : 'h5';
  return (
    <ul className={styles.list}>
      {webinars.map((webinar) => (
        <li key={webinar.id} className={styles.card} lang={webinar.language === translationSet ? undefined : webinar.language}>
          <ItemHeading id={`${id}-${webinar.id}`} className={styles.title}>
            {webinar.title}
          </ItemHeading>
          <p className={styles.summary}>{webinar.summary}</p>
          <WebinarFacts webinar={webinar} timeZone={timeZone} />
          {registerPath ? (
            <LocalizedLink
              to={fillParam(registerPath, webinar.id)}
              className={`button button-primary ${styles.action}`}
              aria-describedby={`${id}-${webinar.id}`}
            >
              {t('academy:webinarList.register')}
            </LocalizedLink>
          ) : (
            <p className={styles.ended}>{t('academy:webinarList.ended')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
