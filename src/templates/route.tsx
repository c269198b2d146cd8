import React, { Suspense } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../components/useTranslation';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { loadWithPage } from '../components/runtime/lazy-parts';
import { RouteSeo, StructuredData } from '../components/Seo';
import { routeBodies } from '../components/route-bodies';
import type { RouteBodyName } from '../lib/route-bodies';
import type { PageContext } from '../lib/page-context';

type RoutePageProps = PageProps<Queries.RoutePageQuery, PageContext>;

// The sections' code loads beside the template's, while the page hydrates (the HTML holds them).
const PageSections = loadWithPage(() =>
  import('../components/sections/PageSections').then((sections) => ({ default: sections.PageSections })),
);

/**
 * Every static route of the manifest, and the pages of a parameterised route's allowed
 * values (trading/trading-gold). The body is the component registered for the route
 * (src/components/route-bodies) when there is one, then the page's sections from data/pages/
 * when it has any; a page of a parameterised route brings its own title and description.
 */
export default function RoutePage({ data, pageContext }: RoutePageProps) {
  const { t } = useTranslation(data.route?.namespace);
  const { route, body } = data;
  if (!route) return null;
  const Body = route.body ? routeBodies[route.body as RouteBodyName] : undefined;
  return (
    <Layout locale={pageContext.locale}>
      {route.template !== 'home' && (
        <PageHeader
          titleKey={body?.titleKey ?? route.titleKey}
          section={route.section}
          intro={t(body?.descriptionKey ?? route.descriptionKey)}
        />
      )}
      {Body && (
        <div className="container">
          <Suspense fallback={null}>
            <Body data={data} />
          </Suspense>
        </div>
      )}
      {body && <PageSections body={body} />}
      {!body && !Body && (
        <div className="container">
          <p>{t('common:page.comingSoon')}</p>
        </div>
      )}
    </Layout>
  );
}

export function Head(props: HeadProps<Queries.RoutePageQuery, PageContext>) {
  const { route, body, locales, structuredData } = props.data;
  if (!route || !body?.param) {
    return (
      <RouteSeo {...props}>
        <StructuredData scripts={structuredData} />
      </RouteSeo>
    );
  }
  // A page of a parameterised route (a campaign landing page): its own title, not indexed, no language alternates.
  const page = {
    ...route,
    path: body.path,
    titleKey: body.titleKey ?? route.titleKey,
    descriptionKey: body.descriptionKey ?? route.descriptionKey,
  };
  return <RouteSeo {...props} data={{ locales, route: page }} clientOnly />;
}

// The with… variables (src/lib/route-bodies.ts) fetch a body's data only on its own pages.
export const query = graphql`
  query RoutePage(
    $language: String!
    $i18nLanguage: String!
    $namespaces: [String!]!
    $routeId: String!
    $pageId: String!
    $locale: String!
    $withRoutes: Boolean = false
    $withOldUrls: Boolean = false
    $withLlms: Boolean = false
  ) {
    locales: allLocale(filter: { language: { in: [$language, $i18nLanguage] }, ns: { in: $namespaces } }) {
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
    body: pageBody(pageId: { eq: $pageId }) {
      ...PageBodyData
    }
    structuredData: pageStructuredData(routeId: $routeId, pageId: $pageId, locale: $locale)
  }
`;
