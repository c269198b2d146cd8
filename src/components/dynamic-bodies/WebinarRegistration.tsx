import React, { Suspense, useCallback, useEffect, useId } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from '../useTranslation';
import type { SignUpRequest, SignUpResult } from '../../lib/api/types';
import { visitorTimeZone } from '../../lib/format';
import { localizedPath } from '../../lib/locales';
import { routeLink } from '../../lib/route-links';
import { REGISTRATION_STATE_KEY, findUpcomingWebinar, type WebinarRegistration as Registration } from '../../lib/webinars';
import { TimeZoneNote, WebinarFacts, contentLanguage } from '../academy/WebinarFacts';
import { LeadForm } from '../lead-form';
import { useLocale } from '../locale-context';
import { useRetryableLoad } from '../useRetryableLoad';
import type { DynamicBodyProps } from './body-props';
import * as styles from './WebinarRegistration.module.css';
import * as shared from '../sections/Sections.module.css';

/**
 * Registration for one upcoming webinar (academy/register-{id}): the webinar at the
 * visitor's own time and the form. An id GET /api/webinar does not list as upcoming
 * (unknown, or already over) is a 404; a failed call offers a retry. A registration
 * opens the thank-you page, which shows it.
 */
export default function WebinarRegistration({ param, notFound }: DynamicBodyProps) {
  const { t } = useTranslation('academy');
  const { code, translationSet } = useLocale();
  const titleId = useId();
  const [state, retry] = useRetryableLoad(() => findUpcomingWebinar(code, param), `${code}|${param}`);
  const webinar = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (state.status === 'ready' && !state.value) notFound();
  }, [state, notFound]);

  const registered = useCallback(
    (result: SignUpResult, request: SignUpRequest) => {
      if (!webinar) return;
      const { id, title, startsAt, durationMinutes, language } = webinar;
      const registration: Registration = {
        reference: result.reference,
        email: request.email,
        webinar: { id, title, startsAt, durationMinutes, language },
      };
      void navigate(localizedPath(code, routeLink('academy-thank-you')), { state: { [REGISTRATION_STATE_KEY]: registration } });
    },
    [webinar, code],
  );

  if (state.status === 'loading') return <p className={`${shared.panel} ${styles.state}`}>{t('registration.loading')}</p>;
  if (state.status === 'error') {
    return (
      <div className={`${shared.panel} ${styles.state}`} role="alert">
        <p>{t('registration.error')}</p>
        <button type="button" className="button button-secondary" onClick={retry}>
          {t('webinarList.retry')}
        </button>
      </div>
    );
  }
  if (!webinar) return null;
  const timeZone = visitorTimeZone();
  return (
    <div className={styles.layout}>
      <article className={styles.webinar} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title} {...contentLanguage(webinar.language, translationSet)}>
          {webinar.title}
        </h2>
        <p className={styles.summary} {...contentLanguage(webinar.language, translationSet)}>
          {webinar.summary}
        </p>
        <WebinarFacts webinar={webinar} timeZone={timeZone} />
        <TimeZoneNote timeZone={timeZone} at={new Date(webinar.startsAt)} />
      </article>
      <section aria-labelledby={`${titleId}-form`}>
        <h2 id={`${titleId}-form`} className={styles.formTitle}>
          {t('registration.formTitle')}
        </h2>
        <p className={styles.formText}>{t('registration.formText')}</p>
        <Suspense fallback={null}>
          <LeadForm kind="webinar" webinarId={webinar.id} onSent={registered} privacyPath={routeLink('about-privacy-policy')} />
        </Suspense>
      </section>
    </div>
  );
}
