import React from 'react';
import { useTranslation } from '../useTranslation';
import { LocalizedLink } from '../LocalizedLink';
import { routeTitleKey } from '../../lib/menu';
import type { RouteBodyProps } from './body-props';
import { ScrollTable } from './ScrollTable';
import * as styles from './bodies.module.css';

/** api/sitemap-old-urls: pages of the former website and where they live now (data/old-urls.json). */
export default function OldUrlsBody({ data }: RouteBodyProps) {
  const { t } = useTranslation('utility');
  const oldUrls = data.allOldUrl?.nodes ?? [];
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('oldUrls.intro')}</p>
      <ScrollTable id="old-urls-caption" caption={t('oldUrls.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('oldUrls.oldAddress')}</th>
            <th scope="col">{t('oldUrls.newAddress')}</th>
          </tr>
        </thead>
        <tbody>
          {oldUrls.map((oldUrl) => (
            <tr key={oldUrl.oldPath}>
              <td>
                <code className={styles.code} dir="ltr">
                  {oldUrl.oldPath}
                </code>
              </td>
              <td>
                <LocalizedLink to={oldUrl.path}>{t(`common:${routeTitleKey(oldUrl.routeId)}`)}</LocalizedLink>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
