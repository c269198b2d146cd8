import React from 'react';
import { useTranslation } from '../useTranslation';
import type { Webinar } from '../../lib/api/types';
import { setOfLanguage } from '../../lib/analysis/language';
import { formatLongDateTime, formatNumber, timeZoneName } from '../../lib/format';
import { useLocale } from '../locale-context';
import { LevelBadge } from './LevelBadge';
import * as styles from './Academy.module.css';

type Facts = Pick<Webinar, 'startsAt' | 'durationMinutes' | 'language'> & Partial<Pick<Webinar, 'presenter' | 'level'>>;

/**
 * The attributes of a webinar's own text (title, summary, presenter's role): the API answers
 * in English where it lacks the page's language, and that text then says so, and reads in
 * its own direction inside an Arabic page.
 */
export function contentLanguage(language: string, translationSet: string) {
  return setOfLanguage(language) === translationSet ? {} : { lang: language, dir: 'auto' as const };
}

/**
 * When a webinar starts (in the visitor's time zone, which the page names once), how long
 * it lasts, who presents it and its level. Rendered in the browser only: the server knows
 * no visitor's time zone.
 */
export function WebinarFacts({ webinar, timeZone }: { webinar: Facts; timeZone: string }) {
  const { t } = useTranslation('academy');
  const { tag, translationSet } = useLocale();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('webinar.when')}</dt>
        <dd>
          <time dateTime={webinar.startsAt}>{formatLongDateTime(tag, webinar.startsAt, timeZone)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('webinar.duration')}</dt>
        <dd>{t('webinar.minutes', { minutes: formatNumber(tag, webinar.durationMinutes), count: webinar.durationMinutes })}</dd>
      </div>
      {webinar.presenter && (
        <div>
          <dt>{t('webinar.presenter')}</dt>
          <dd {...contentLanguage(webinar.language, translationSet)}>
            {webinar.presenter.name}, {webinar.presenter.role}
          </dd>
        </div>
      )}
      {webinar.level && (
        <div>
          <dt>{t('webinar.level')}</dt>
          <dd>
            <LevelBadge level={webinar.level} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The sentence that names the visitor's time zone, once per page. */
export function TimeZoneNote({ timeZone, at }: { timeZone: string; at?: Date }) {
  const { t } = useTranslation('academy');
  const { tag } = useLocale();
  return <p className={styles.zone}>{t('webinar.timeZone', { zone: timeZoneName(tag, timeZone, at), id: timeZone })}</p>;
}
