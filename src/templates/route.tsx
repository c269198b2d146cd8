import React, { Suspense } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { HomeHero } from '../components/HomeHero';
import { RouteSeo } from '../components/Seo';
import { routeBodies } from '../components/route-bodies';
import type { PageContext } from '../lib/page-context';

type RoutePageProps = PageProps<Queries.RoutePageQuery, PageContext>;

/** Every static route of the manifest; a route with a registered body shows it. */
export default function RoutePage({ data, pageContext }: RoutePageProps) {
  const { t } = useTranslation(data.route?.namespace);
  const route = data.route;
  if (!route) return null;
  const intro = t(route.descriptionKey);
  const Body = routeBodies[route.routeId];
  return (
    <Layout locale={pageContext.locale}>
      {route.template === 'home' ? (
        <HomeHero intro={intro} />
      ) : (
        <PageHeader titleKey={route.titleKey} section={route.section} intro={intro} />
      )}
      <div className="container">
        {Body ? (
          <Suspense fallback={null}>
            <Body data={data} />
          </Suspense>
        ) : (
          <p>{t('common:page.comingSoon')}</p>
        )}
      </div>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.RoutePageQuery, PageContext>) => <RouteSeo {...props} />;

// The with… variables (src/lib/route-bodies.ts) fetch a body's data only on its own pages.
export const query = graphql`
  query RoutePage(
    $language: String!
    $namespaces: [String!]!
    $routeId: String!
    $locale: String!
    $withRoutes: Boolean = false
    $withOldUrls: Boolean = false
    $withLlms: Boolean = false
  ) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...TranslationStrings
    }
    route(routeId: { eq: $routeId }) {
      ...RouteInfo
    }
    allRoute(sort: { path: ASC }) @include(if: $withRoutes) {
      nodes {
        ...RouteInfo
      }
    }
    allMenuSection(sort: { order: ASC }) @include(if: $withRoutes) {
      nodes {
        sectionId
      }
    }
    allOldUrl(sort: { order: ASC }) @include(if: $withOldUrls) {
      nodes {
        oldPath
        routeId
        path
      }
    }
    llmsGuide(locale: { eq: $locale }) @include(if: $withLlms) {
      text
    }
  }
`;
