import React from 'react';
import { useLocation } from '@reach/router';
import { useTranslation } from '../useTranslation';
import { languageOptions, localizedPath, stripLocale } from '../../lib/locales';
import { useLocale } from '../locale-context';
import { LocalizedLink } from '../LocalizedLink';
import { OUTSIDE_MENU, sectionTitle } from './section-title';
import type { RouteBodyProps } from './body-props';
import * as styles from './bodies.module.css';

/** The anchor of the site map's list of languages (the header's language button leads there without JavaScript). */
export const SITEMAP_LANGUAGES_ID = 'languages';

/** api/sitemap: every page of the locale, grouped by section in menu order, and the site map in the site's other languages. */
export default function SitemapBody({ data }: RouteBodyProps) {
  const { t } = useTranslation('utility');
  const { code } = useLocale();
  const { pathname } = useLocation();
  const siteLanguages = languageOptions(code).filter((option) => option.built);
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
      {/* This page in each language of the site the selector offers (§2). */}
      <section id={SITEMAP_LANGUAGES_ID} aria-labelledby="sitemap-languages">
        <h2 id="sitemap-languages">{t('common:nav.language')}</h2>
        <ul className={styles.linkList}>
          {siteLanguages.map((option) => (
            <li key={option.code}>
              <a
                href={localizedPath(option.code, stripLocale(pathname))}
                lang={option.tag}
                hrefLang={option.hreflang ?? option.tag}
                aria-current={option.code === code ? 'true' : undefined}
              >
                {option.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
