import React, { Suspense, useCallback, useEffect, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { ErrorView } from '../components/ErrorView';
import { dynamicBodies } from '../components/dynamic-bodies';
import { ErrorSeo, RouteSeo } from '../components/Seo';
import { stripLocale } from '../lib/locales';
import { matchRoute, type RouteMatch } from '../lib/routes';
import type { PageContext } from '../lib/page-context';

type DynamicPageProps = PageProps<Queries.DynamicRoutePageQuery, PageContext>;

const matchLocation = (route: Queries.RouteInfoFragment, pathname: string): RouteMatch | null =>
  matchRoute({ path: route.path, param: route.param ?? undefined }, stripLocale(pathname));

/**
 * A catch-all route (client-only, matchPath). Its HTML shell answers every URL of the
 * pattern, so the parameter is read and validated only after mount; a failed validation
 * shows the 404 page in the page's language.
 */
export default function DynamicRoutePage({ data, pageContext, location }: DynamicPageProps) {
  const { t } = useTranslation(data.route?.namespace);
  const route = data.route;
  const [match, setMatch] = useState<RouteMatch | null | 'pending'>('pending');
  useEffect(() => {
    // The address bar holds the raw URL; the location prop can differ in its encoding.
    if (route) setMatch(matchLocation(route, window.location.pathname));
  }, [route, location.pathname]);
  const notFound = useCallback(() => setMatch(null), []);
  if (!route) return null;

  if (match === null) {
    return (
      <Layout locale={pageContext.locale}>
        <ErrorView status={404} path={window.location.pathname} />
      </Layout>
    );
  }
  const param = match === 'pending' ? undefined : match.params[route.param?.name ?? 'id'];
  const Body = dynamicBodies[route.routeId];
  return (
    <Layout locale={pageContext.locale}>
      <PageHeader titleKey={route.titleKey} section={route.section} intro={t(route.descriptionKey)} />
      <div className="container" aria-busy={param === undefined}>
        {param !== undefined && Body && (
          <Suspense fallback={null}>
            <Body param={param} namespace={route.namespace} notFound={notFound} />
          </Suspense>
        )}
        {param !== undefined && !Body && (
          <>
            <p>
              <code dir="ltr">{param || '/'}</code>
            </p>
            <p>{t('common:page.comingSoon')}</p>
          </>
        )}
      </div>
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.DynamicRoutePageQuery, PageContext>) {
  const { data, location, pageContext } = props;
  const valid = data.route && matchLocation(data.route, location.pathname);
  return valid ? (
    <RouteSeo {...props} clientOnly />
  ) : (
    <ErrorSeo status={404} locale={pageContext.locale} locales={data.locales} pathname={location.pathname} />
  );
}

export const query = graphql`
  query DynamicRoutePage($language: String!, $i18nLanguage: String!, $namespaces: [String!]!, $routeId: String!) {
    locales: allLocale(filter: { language: { in: [$language, $i18nLanguage] }, ns: { in: $namespaces } }) {
      ...TranslationStrings
    }
    route(routeId: { eq: $routeId }) {
      ...RouteInfo
    }
  }
`;
