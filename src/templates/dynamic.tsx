import React, { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../components/useTranslation';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { ErrorView, errorTitle } from '../components/ErrorView';
import { dynamicBodies } from '../components/dynamic-bodies';
import { ErrorSeo, RouteSeo, Seo, StructuredData } from '../components/Seo';
import { stripLocale } from '../lib/locales';
import type { DynamicBodyName } from '../lib/route-bodies';
import { matchRoute, type RouteMatch } from '../lib/routes';
import { PREBUILT_ELEMENT_ID, readPrebuilt, serializeForScript, type PrebuiltPage } from '../lib/prebuilt';
import type { PageContext } from '../lib/page-context';
import type { Lesson } from '../lib/lessons';

type DynamicPageProps = PageProps<Queries.DynamicRoutePageQuery, PageContext>;

const matchLocation = (route: Queries.RouteInfoFragment, pathname: string): RouteMatch | null =>
  matchRoute({ path: route.path, param: route.param ?? undefined }, stripLocale(pathname));

type CurriculumNode = NonNullable<Queries.DynamicRoutePageQuery['curriculum']>['nodes'][number];

/** A Lesson node as the curriculum's functions take it (src/lib/lessons.ts). */
const lessonOf = ({ lessonId, level, sections, takeaways, ...lesson }: CurriculumNode): Lesson => ({
  ...lesson,
  id: lessonId,
  level: level as Lesson['level'],
  sections: [...sections],
  takeaways: [...takeaways],
});

const sameMatch = (a: RouteMatch | null | 'pending', b: RouteMatch | null) =>
  a !== 'pending' && a !== null && b !== null && JSON.stringify(a.params) === JSON.stringify(b.params);

/**
 * The prebuilt page shown, if any: from the page query while the page is built, from the
 * HTML in the browser (src/lib/prebuilt.ts).
 */
function prebuiltPage(routeId: string, data: Queries.DynamicRoutePageQuery, pathname: string): PrebuiltPage | null {
  const built = data.prebuilt as PrebuiltPage | null | undefined;
  if (!built) return readPrebuilt(routeId, stripLocale(pathname));
  return { ...built, head: { ...built.head, structuredData: data.structuredData ?? [] } };
}

/**
 * A catch-all route (client-only, matchPath). Its HTML shell answers every URL of the
 * pattern, so the parameter is read and validated only after mount; a failed validation
 * shows the 404 page in the page's language. A prebuilt page of the route (an item known
 * at build time) already knows its parameter and item, in its HTML as in the browser.
 */
export default function DynamicRoutePage(props: DynamicPageProps) {
  // Gatsby keys a page by its path, which for a client-only page is its pattern: every URL of
  // the pattern would share one component. Keyed by its URL, each is a page of its own, so a
  // move to another (an alias redirect, a link between items) renders the frame anew instead
  // of updating parts whose code is still loading (React would drop their HTML: #421).
  return <DynamicRoute key={props.location.pathname} {...props} />;
}

function DynamicRoute({ data, pageContext, location }: DynamicPageProps) {
  const { t } = useTranslation(data.route?.namespace);
  const { t: tCommon } = useTranslation('common');
  const route = data.route;
  const paramName = route?.param?.name ?? 'id';
  const [prebuilt] = useState(() => (route ? prebuiltPage(route.routeId, data, location.pathname) : null));
  const [match, setMatch] = useState<RouteMatch | null | 'pending'>(() =>
    prebuilt ? { params: { [paramName]: prebuilt.param } } : 'pending',
  );
  useEffect(() => {
    // The address bar holds the raw URL; the location prop can differ in its encoding. The
    // same parameter keeps its state: a prebuilt page's body may still be hydrating, and a
    // new render above it then would make React drop its HTML and render it anew (#421).
    if (!route) return;
    const next = matchLocation(route, window.location.pathname);
    setMatch((previous) => (sameMatch(previous, next) ? previous : next));
  }, [route, location.pathname]);
  const notFound = useCallback(() => setMatch(null), []);
  // A body's "not found" comes after the Head was written: the error page's title follows it.
  useEffect(() => {
    if (match === null) document.title = errorTitle(tCommon, 404);
  }, [match, tCommon]);

  const param = match === 'pending' || match === null ? undefined : match.params[paramName];
  const shownPrebuilt = prebuilt && prebuilt.param === param ? prebuilt : null;
  const entry = route?.body ? dynamicBodies[route.body as DynamicBodyName] : undefined;
  const Body = entry?.component;
  const ownHeader = entry?.ownHeader ?? false;
  const description = route ? t(route.descriptionKey) : '';
  const curriculum = useMemo(() => data.curriculum?.nodes.map(lessonOf), [data.curriculum]);
  // The same element while nothing changes, so a hydrating body is never re-rendered from here.
  const body = useMemo(() => {
    if (!route || !Body || param === undefined) return null;
    const element = (
      <Body
        routeId={route.routeId}
        param={param}
        namespace={route.namespace}
        notFound={notFound}
        prebuilt={shownPrebuilt?.data}
        curriculum={curriculum}
      />
    );
    const fallback = ownHeader ? <PageHeader titleKey={route.titleKey} section={route.section} intro={description} /> : null;
    return <Suspense fallback={fallback}>{element}</Suspense>;
  }, [route, Body, param, notFound, shownPrebuilt, curriculum, ownHeader, description]);
  if (!route) return null;

  if (match === null) {
    return (
      <Layout locale={pageContext.locale}>
        <ErrorView status={404} path={window.location.pathname} />
      </Layout>
    );
  }
  const routeHeader = <PageHeader titleKey={route.titleKey} section={route.section} intro={description} />;
  return (
    <Layout locale={pageContext.locale}>
      {shownPrebuilt && (
        <script type="application/json" id={PREBUILT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeForScript(shownPrebuilt) }} />
      )}
      {ownHeader ? (
        // The route's header stands in until the body, which shows its item's, has loaded.
        (body ?? routeHeader)
      ) : (
        <>
          {routeHeader}
          <div className="container" aria-busy={param === undefined}>
            {body}
            {param !== undefined && !Body && (
              <>
                <p>
                  <code dir="ltr">{param || '/'}</code>
                </p>
                <p>{t('common:page.comingSoon')}</p>
              </>
            )}
          </div>
        </>
      )}
    </Layout>
  );
}

/** The Head of a prebuilt page: the item's own title and description, indexed, with its structured data. */
function PrebuiltSeo({
  prebuilt,
  locale,
  locales,
  sharedStrings,
  pathname,
}: {
  prebuilt: PrebuiltPage;
  locale: string;
  locales: Queries.DynamicRoutePageQuery['locales'];
  sharedStrings: string;
  pathname: string;
}) {
  const { title, description, jsonLd, structuredData = [] } = prebuilt.head;
  return (
    <Seo
      locale={locale}
      locales={locales}
      sharedStrings={sharedStrings}
      pathname={pathname}
      texts={{ title, description }}
      alternatesFor={prebuilt.path}
      ogType="article"
    >
      <StructuredData scripts={[...structuredData, ...(jsonLd ? [serializeForScript(jsonLd)] : [])]} />
    </Seo>
  );
}

export function Head(props: HeadProps<Queries.DynamicRoutePageQuery, PageContext>) {
  const { data, location, pageContext } = props;
  const valid = data.route && matchLocation(data.route, location.pathname);
  if (!data.route || !valid) {
    return <ErrorSeo status={404} head={props} />;
  }
  const prebuilt = prebuiltPage(data.route.routeId, data, location.pathname);
  return prebuilt ? (
    <PrebuiltSeo
      prebuilt={prebuilt}
      locale={pageContext.locale}
      locales={data.locales}
      sharedStrings={pageContext.i18n.sharedStrings}
      pathname={location.pathname}
    />
  ) : (
    <RouteSeo {...props} clientOnly />
  );
}

export const query = graphql`
  query DynamicRoutePage(
    $language: String!
    $i18nLanguage: String!
    $namespaces: [String!]!
    $routeId: String!
    $pageId: String!
    $locale: String!
    $withLessons: Boolean = false
    $withItem: Boolean = false
    $itemParam: String = ""
  ) {
    locales: allLocale(filter: { language: { in: [$language, $i18nLanguage] }, ns: { in: $namespaces } }) {
      ...TranslationStrings
    }
    route(routeId: { eq: $routeId }) {
      ...RouteInfo
    }
    prebuilt: prebuiltPage(routeId: $routeId, param: $itemParam, locale: $locale) @include(if: $withItem)
    structuredData: pageStructuredData(routeId: $routeId, pageId: $pageId, locale: $locale, param: $itemParam) @include(if: $withItem)
    curriculum: allLesson(sort: { position: ASC }) @include(if: $withLessons) {
      nodes {
        lessonId
        module
        level
        minutes
        sections
        takeaways
        example
      }
    }
  }
`;
