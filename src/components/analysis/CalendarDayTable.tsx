import React, { useId } from 'react';
import { useTranslation } from '../useTranslation';
import type { Importance } from '../../lib/api/types';
import { formatIndicator, type CalendarDay } from '../../lib/analysis/calendar';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDay, formatTime } from '../../lib/format';
import { releaseFileUrl } from '../../lib/calendar-feeds';
import { Icon } from '../sections/Icon';
import { TableScroller } from '../sections/TableScroller';
import { Flag } from '../signup/Flag';
import { useLocale } from '../locale-context';
import * as styles from './EconomicCalendar.module.css';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's (or the euro area's) name in the page's language. */
function countryName(tag: string, region: string): string {
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region' });
    regionNames.set(tag, names);
  }
  return names.of(region) ?? region;
}

/** One day's releases: a table whose caption is the day, a row per release headed by its name. */
/** `today`: the visitor's day, once known (null while the page hydrates). */
export function CalendarDayTable({ day, timeZone, today }: { day: CalendarDay; timeZone: string; today: string | null }) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { tag } = locale;
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {formatDay(tag, day.day)}
          {day.day === today && <span className={styles.today}>{t('calendar.today')}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('calendar.columns.time')}</th>
            <th scope="col">{t('calendar.columns.country')}</th>
            <th scope="col">{t('calendar.columns.event')}</th>
            <th scope="col">{t('calendar.columns.importance')}</th>
            <th scope="col" className={styles.number}>
              {t('calendar.columns.actual')}
            </th>
            <th scope="col" className={styles.number}>
              {t('calendar.columns.forecast')}
            </th>
            <th scope="col" className={styles.number}>
              {t('calendar.columns.previous')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('calendar.columns.add')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {day.events.map((event) => (
            <tr key={event.id}>
              <td className={styles.time}>
                <time dateTime={event.time}>{formatTime(tag, event.time, timeZone)}</time>
              </td>
              <td>
                <span className={styles.country}>
                  <Flag classname={event.country} />
                  <span>
                    <span className={styles.currency}>{event.currency}</span>
                    <span className={styles.countryName}>{countryName(tag, event.country)}</span>
                  </span>
                </span>
              </td>
              <th scope="row" className={styles.event} {...itemLanguage(event.language, locale)}>
                {event.title}
              </th>
              <td>
                <ImportanceLevel level={event.importance} />
              </td>
              <td className={`${styles.number} ${styles.actual}`}>{formatIndicator(tag, event.actual, event.unit, event.decimals)}</td>
              <td className={styles.number}>{formatIndicator(tag, event.forecast, event.unit, event.decimals)}</td>
              <td className={styles.number}>{formatIndicator(tag, event.previous, event.unit, event.decimals)}</td>
              <td>
                <a className={styles.addEvent} href={releaseFileUrl(locale.code, event.id)} download>
                  <Icon name="calendar" />
                  <span className="visually-hidden">{t('calendar.addEvent', { title: event.title })}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Importance as filled bars and a word: never colour alone. */
function ImportanceLevel({ level }: { level: Importance }) {
  const { t } = useTranslation('analysis');
  return (
    <span className={styles.importance} data-level={level}>
      <span className={styles.bars} aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={bar <= level ? styles.filled : styles.empty} />
        ))}
      </span>
      <span className={styles.levelWord}>{t(`calendar.levels.${level}`)}</span>
    </span>
  );
}
