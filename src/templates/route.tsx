import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { HomeHero } from '../components/HomeHero';
import { RouteSeo } from '../components/Seo';
import type { PageContext } from '../lib/page-context';

type RoutePageProps = PageProps<Queries.RoutePageQuery, PageContext>;

/** Every static route of the manifest; the body sections come from data (later issues). */
export default function RoutePage({ data, pageContext }: RoutePageProps) {
  const { t } = useTranslation(data.route?.namespace);
  const route = data.route;
  if (!route) return null;
  const intro = t(route.descriptionKey);
  return (
    <Layout locale={pageContext.locale}>
      {route.template === 'home' ? (
        <HomeHero intro={intro} />
      ) : (
        <PageHeader titleKey={route.titleKey} section={route.section} intro={intro} />
      )}
      <div className="container">
        <p>{t('common:page.comingSoon')}</p>
      </div>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.RoutePageQuery, PageContext>) => <RouteSeo {...props} />;

export const query = graphql`
  query RoutePage($language: String!, $namespaces: [String!]!, $routeId: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...TranslationStrings
    }
    route(routeId: { eq: $routeId }) {
      ...RouteInfo
    }
  }
`;
