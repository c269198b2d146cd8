import React, { useEffect, useId, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { economicCalendarFeedUrl, webcalUrl, type FeedFilter } from '../../lib/calendar-feeds';
import { siteUrl } from '../../lib/site';
import { useHeadingLevel } from '../sections/context';
import { useLocale } from '../locale-context';
import * as styles from './EconomicCalendar.module.css';

/**
 * The calendar's releases as a feed for the visitor's calendar app, filtered as the page is:
 * a webcal:// link that opens the app, and the https:// address to paste into one (with a copy
 * button). Built with the site's address; once the page runs, with the address it was served from.
 */
export function CalendarSubscription({ filter }: { filter: FeedFilter }) {
  const { t } = useTranslation('analysis');
  const { code } = useLocale();
  const id = useId();
  const Heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const [origin, setOrigin] = useState(siteUrl);
  /** The address last copied, or tried: the status speaks of that address only. */
  const [copied, setCopied] = useState<{ address: string; ok: boolean } | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const address = new URL(economicCalendarFeedUrl(code, filter), origin).toString();
  const copy = copied?.address === address ? (copied.ok ? 'copied' : 'failed') : 'idle';

  // The clipboard needs a secure page; elsewhere the visitor copies the selected address by hand.
  const copyAddress = () =>
    (navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied({ address, ok: true }),
      () => setCopied({ address, ok: false }),
    );

  return (
    <section className={styles.subscribe} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.subscribeTitle}>
        {t('calendar.subscribe.title')}
      </Heading>
      {filter.importance.length === 0 ? (
        <p className={styles.hint}>{t('calendar.subscribe.none')}</p>
      ) : (
        <>
          <p className={styles.subscribeText}>{t('calendar.subscribe.text')}</p>
          <a className="button button-primary" href={webcalUrl(address)}>
            {t('calendar.subscribe.app')}
          </a>
          <div className={styles.address}>
            <label htmlFor={`${id}-address`}>{t('calendar.subscribe.address')}</label>
            <div className={styles.addressRow}>
              <input id={`${id}-address`} type="url" readOnly dir="ltr" value={address} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button button-secondary" onClick={copyAddress}>
                {t('calendar.subscribe.copy')}
              </button>
            </div>
            <p className={styles.hint} role="status">
              {copy === 'copied' && t('calendar.subscribe.copied')}
              {copy === 'failed' && t('calendar.subscribe.copyFailed')}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
