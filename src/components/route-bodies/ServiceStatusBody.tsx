import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../useTranslation';
import { getAllSymbols, getBuildManifest, getLocation, getNews } from '../../lib/api/endpoints';
import { API_TIMEOUT_MS } from '../../lib/api/client';
import type { BuildManifest } from '../../lib/api/types';
import { useLocale } from '../locale-context';
import { formatMilliseconds } from '../../lib/format';
import { ScrollTable } from './ScrollTable';
import * as styles from './bodies.module.css';
import { isNewerThanPage, runningScriptsVersion } from '../../lib/update-poller';

type ServiceId = 'content' | 'news' | 'location' | 'manifest';
type Check = { state: 'checking' } | { state: 'ok'; ms: number } | { state: 'failed' };

const SERVICES: ServiceId[] = ['content', 'news', 'location', 'manifest'];

/** utils/request: asks each service behind the site, from the visitor's browser, whether it answers. */
export default function ServiceStatusBody() {
  const { t } = useTranslation('utility');
  const { code, tag } = useLocale();
  const [checks, setChecks] = useState<Record<ServiceId, Check> | null>(null);
  const [latest, setLatest] = useState<BuildManifest | null>(null);

  const run = useCallback(() => {
    const calls: Record<ServiceId, () => Promise<unknown>> = {
      content: () => getAllSymbols(),
      news: () => getNews({ lang: code, pageSize: 1 }),
      location: () => getLocation(),
      manifest: () => getBuildManifest(window.location.origin).then(setLatest),
    };
    setChecks(Object.fromEntries(SERVICES.map((id) => [id, { state: 'checking' }])) as Record<ServiceId, Check>);
    for (const id of SERVICES) {
      const started = performance.now();
      calls[id]()
        .then((): Check => ({ state: 'ok', ms: Math.round(performance.now() - started) }))
        .catch((): Check => ({ state: 'failed' }))
        .then((check) => setChecks((current) => (current ? { ...current, [id]: check } : current)));
    }
  }, [code]);
  useEffect(run, [run]);

  const checking = checks !== null && SERVICES.some((id) => checks[id].state === 'checking');
  const builtAt = latest && new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(latest.builtAt));
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('request.intro')}</p>
      <ScrollTable id="service-status-caption" caption={t('request.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('request.columns.service')}</th>
            <th scope="col">{t('request.columns.status')}</th>
            <th scope="col">{t('request.columns.time')}</th>
          </tr>
        </thead>
        <tbody>
          {SERVICES.map((id) => {
            const check = checks?.[id] ?? { state: 'checking' };
            const tone = check.state === 'ok' ? styles.statusOk : check.state === 'failed' ? styles.statusFailed : '';
            return (
              <tr key={id}>
                <th scope="row">{t(`request.services.${id}`)}</th>
                <td>
                  <span className={`${styles.status} ${tone}`}>{t(`request.status.${check.state}`)}</span>
                </td>
                <td>{check.state === 'ok' ? formatMilliseconds(tag, check.ms) : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      {latest && (
        <p>
          {isNewerThanPage(latest, runningScriptsVersion())
            ? t('request.versionOutdated', { builtAt })
            : t('request.versionCurrent', { builtAt })}
        </p>
      )}
      <p>{t('request.timeout', { seconds: API_TIMEOUT_MS / 1000 })}</p>
      <p className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={run} disabled={checking}>
          {t('request.recheck')}
        </button>
      </p>
    </div>
  );
}
