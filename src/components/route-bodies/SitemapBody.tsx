import React from 'react';
import { useTranslation } from '../useTranslation';
import { LocalizedLink } from '../LocalizedLink';
import { OUTSIDE_MENU, sectionTitle } from './section-title';
import type { RouteBodyProps } from './body-props';
import * as styles from './bodies.module.css';

/** api/sitemap: every page of the locale, grouped by section in menu order. */
export default function SitemapBody({ data }: RouteBodyProps) {
  const { t } = useTranslation('utility');
  const pages = (data.allRoute?.nodes ?? []).filter((route) => !route.param);
  const order = [OUTSIDE_MENU.first, ...(data.allMenuSection?.nodes ?? []).map((section) => section.sectionId), OUTSIDE_MENU.last];
  const sections = order
    .map((section) => ({ section, routes: pages.filter((route) => route.section === section) }))
    .filter(({ routes }) => routes.length > 0);
  return (
    <div className={`${styles.body} ${styles.columns}`}>
      {sections.map(({ section, routes }) => (
        <section key={section} aria-labelledby={`sitemap-${section}`}>
          <h2 id={`sitemap-${section}`}>{sectionTitle(t, section)}</h2>
          <ul className={styles.linkList}>
            {routes.map((route) => (
              <li key={route.routeId}>
                <LocalizedLink to={route.path}>{t(`common:${route.titleKey}`)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
