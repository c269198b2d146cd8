import React, { useEffect, useState } from 'react';
import { graphql } from 'gatsby';
import { visitorTimeZone } from '../../lib/format';
import { registrationFromState, type WebinarRegistration } from '../../lib/webinars';
import { TimeZoneNote, WebinarFacts, contentLanguage } from '../academy/WebinarFacts';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Registration.module.css';

/**
 * The registration the visitor has just made (the registration page hands it over in the
 * history entry): the webinar, its time in the visitor's time zone and the reference. A
 * visit without one shows nothing here; the rest of the page explains what happens next.
 */
export default function Registration({ section }: { section: Queries.RegistrationSectionDataFragment }) {
  const { t } = useTexts();
  const { translationSet } = useLocale();
  const [registration, setRegistration] = useState<{ entry: WebinarRegistration; timeZone: string } | null>(null);
  useEffect(() => {
    const entry = registrationFromState(window.history.state);
    if (entry) setRegistration({ entry, timeZone: visitorTimeZone() });
  }, []);
  if (!registration) return null;
  const { entry, timeZone } = registration;
  return (
    <SectionFrame section={section}>
      <div className={styles.box} role="status">
        <p className={styles.title} {...contentLanguage(entry.webinar.language, translationSet)}>
          {entry.webinar.title}
        </p>
        <WebinarFacts webinar={entry.webinar} timeZone={timeZone} />
        <TimeZoneNote timeZone={timeZone} at={new Date(entry.webinar.startsAt)} />
        <p className={styles.line}>{t(`${section.key}.email`, { email: entry.email })}</p>
        <p className={styles.line}>{t(`${section.key}.reference`, { reference: entry.reference })}</p>
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment RegistrationSectionData on RegistrationSection {
    id
    key
  }
`;
