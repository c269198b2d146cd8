import React from 'react';
import { useTranslation } from 'react-i18next';
import { portalUrl, site } from '../lib/site';
import { useLocale } from './locale-context';
import * as styles from './HomeHero.module.css';

/** The home page's opening: the brand, what it offers, and the two ways in. */
export function HomeHero({ intro }: { intro: string }) {
  const { t } = useTranslation('common');
  const { code } = useLocale();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className={styles.title}>
          {site.brand.name}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <div className={styles.actions}>
          <a className="button button-primary" href={portalUrl('registerUrl', code)}>
            {t('footer.startTrading')}
          </a>
          <a className="button button-secondary" href={portalUrl('demoUrl', code)}>
            {t('footer.tryDemo')}
          </a>
        </div>
      </div>
    </section>
  );
}
