import React from 'react';
import { useTranslation } from '../useTranslation';
import { LocalizedLink } from '../LocalizedLink';
import { sectionTitle } from './section-title';
import type { RouteBodyProps } from './body-props';
import { ScrollTable } from './ScrollTable';
import * as styles from './bodies.module.css';

/** getRouters: the route catalogue, every route of the manifest with its address rule. */
// The pattern goes where the language puts it in the sentence, set as code.
const PATTERN_MARK = '\u0000';
const withPattern = (sentence: string, pattern: string) => {
  const [before, after = ''] = sentence.split(PATTERN_MARK);
  return (
    <>
      {before}
      <code className={styles.code} dir="ltr">
        {pattern}
      </code>
      {after}
    </>
  );
};

export default function RouteCatalogueBody({ data }: RouteBodyProps) {
  const { t } = useTranslation('utility');
  const routes = data.allRoute?.nodes ?? [];
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('routers.note')}</p>
      <ScrollTable id="route-catalogue-caption" caption={t('routers.caption')} wide>
        <thead>
          <tr>
            <th scope="col">{t('routers.columns.page')}</th>
            <th scope="col">{t('routers.columns.address')}</th>
            <th scope="col">{t('routers.columns.section')}</th>
            <th scope="col">{t('routers.columns.kind')}</th>
            <th scope="col">{t('routers.columns.indexed')}</th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route.routeId}>
              <th scope="row">
                {route.param ? (
                  t(`common:${route.titleKey}`)
                ) : (
                  <LocalizedLink to={route.path}>{t(`common:${route.titleKey}`)}</LocalizedLink>
                )}
              </th>
              <td>
                <code className={styles.code} dir="ltr">
                  /{'{lang}'}/{route.path && `${route.path}/`}
                </code>
              </td>
              <td>{sectionTitle(t, route.section)}</td>
              <td>
                {route.param ? (
                  withPattern(t('routers.kinds.family', { name: `{${route.param.name}}`, pattern: PATTERN_MARK }), route.param.pattern)
                ) : (
                  t('routers.kinds.page')
                )}
              </td>
              <td>{route.param || route.noindex ? t('routers.no') : t('routers.yes')}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
