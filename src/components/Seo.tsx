import React, { type ReactNode } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { findPublishedLocale, defaultLocale } from '../lib/locales';
import { createTranslator, resourcesFromNodes, type LocaleNodes } from '../lib/i18n';
import { withSharedStrings, type SharedStringsContext } from '../lib/shared-strings';
import { absoluteUrl, alternateLinks, markdownUrl } from '../lib/seo';
import { site } from '../lib/site';
import { errorKind } from '../lib/errors';

export const fragments = graphql`
  fragment TranslationStrings on LocaleConnection {
    edges {
      node {
        ns
        data: pageData(routeId: $routeId, pageId: $pageId)
        language
      }
    }
  }
  fragment RouteInfo on Route {
    routeId
    path
    section
    template
    body
    titleKey
    namespace
    descriptionKey
    noindex
    param {
      name
      multiSegment
      pattern
      allowed
    }
  }
`;

/** The page's title and description: translation keys, or an item's own texts (an article's). */
type SeoTexts =
  | {
      titleKey: string;
      descriptionKey: string;
      /** Interpolation values for the title (e.g. the error code). */
      titleValues?: Record<string, string | number>;
      texts?: never;
    }
  | { texts: { title: string; description: string }; titleKey?: never; descriptionKey?: never; titleValues?: never };

export type SeoProps = SeoTexts & {
  locale: string;
  /** The page's own strings (its page query's locale nodes)… */
  locales: LocaleNodes;
  /** …and its language's shared strings file (the page context's `i18n.sharedStrings`). */
  sharedStrings: string;
  /** The current path, for the canonical URL. */
  pathname: string;
  /** Route path below the prefix, when the page has language versions to link. */
  alternatesFor?: string | null;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** More head tags (structured data). */
  children?: ReactNode;
};

/** The Head tags of every page (§9): title, description, canonical, hreflang, robots, Open Graph. */
/** Whether this is the server's render (Head components render in the browser too, after hydration and on every move). */
const serverRender = typeof window === 'undefined';

export function Seo(props: SeoProps) {
  const { locale, locales, sharedStrings, pathname, alternatesFor, noindex, ogType = 'website', children } = props;
  const { allSiteLocale } = useStaticQuery<Queries.PublishedLocalesQuery>(graphql`
    query PublishedLocales {
      allSiteLocale(filter: { published: { eq: true } }, sort: { order: ASC }) {
        nodes {
          code
          hreflang
        }
      }
    }
  `);
  const entry = findPublishedLocale(locale) ?? findPublishedLocale(defaultLocale);
  const t = createTranslator(
    entry?.translationSet ?? 'en',
    resourcesFromNodes(withSharedStrings(locales, sharedStrings), entry?.translationSet ?? 'en'),
  );
  const page = props.texts ? props.texts.title : t(props.titleKey, props.titleValues ?? {});
  const title = t('meta.titleTemplate', { page });
  const description = props.texts ? props.texts.description : t(props.descriptionKey);
  const canonical = absoluteUrl(pathname);
  const ogImage = absoluteUrl(site.seo.ogImage);
  const alternates = alternatesFor == null ? [] : alternateLinks(alternatesFor, allSiteLocale.nodes);

  return (
    <>
      <html lang={entry?.tag} dir={entry?.dir} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={site.seo.keywords.join(', ')} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      {/* Every indexed page has a Markdown copy (gatsby/machine-readers.ts). */}
      {!noindex && <link rel="alternate" type="text/markdown" href={markdownUrl(canonical)} />}
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content={entry?.tag.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.seo.twitterHandle} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={ogImage} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The page waits for its language's shared strings before it hydrates (src/runtime/gatsby-browser.tsx), which
          reads this link from the server's HTML. Only the server writes it: written again in the browser on each move,
          it would fetch the file again. */}
      {serverRender && <link rel="preload" as="fetch" href={sharedStrings} crossOrigin="anonymous" data-shared-strings="" />}
      <meta name="theme-color" content="#0b2545" />
      {children}
    </>
  );
}

interface RouteSeoProps {
  data: { locales: LocaleNodes; route: Queries.RouteInfoFragment | null };
  pageContext: { locale: string } & SharedStringsContext;
  location: { pathname: string };
  /** Client-only routes: their HTML shell answers many URLs, so it is never indexed. */
  clientOnly?: boolean;
  /** The page's structured data. */
  children?: ReactNode;
}

/** The Head of a page of the route manifest. */
export function RouteSeo({ data, pageContext, location, clientOnly = false, children }: RouteSeoProps) {
  const { route } = data;
  if (!route) return null;
  return (
    <Seo
      locale={pageContext.locale}
      locales={data.locales}
      sharedStrings={pageContext.i18n.sharedStrings}
      pathname={location.pathname}
      titleKey={route.titleKey}
      descriptionKey={`${route.namespace}:${route.descriptionKey}`}
      alternatesFor={clientOnly ? null : route.path}
      noindex={clientOnly || route.noindex}
    >
      {children}
    </Seo>
  );
}

interface ErrorSeoProps {
  status: number;
  /** The Head's props of the page that shows the error. */
  head: { data: { locales: LocaleNodes }; pageContext: { locale: string } & SharedStringsContext; location: { pathname: string } };
}

/** The Head of the error page: `Error {code} | brand`, never indexed. */
export function ErrorSeo({ status, head: { data, pageContext, location } }: ErrorSeoProps) {
  return (
    <Seo
      locale={pageContext.locale}
      locales={data.locales}
      sharedStrings={pageContext.i18n.sharedStrings}
      pathname={location.pathname}
      titleKey="error.title"
      titleValues={{ code: status }}
      descriptionKey={`error.descriptions.${errorKind(status)}`}
      noindex
    />
  );
}

/** Schema.org JSON-LD blocks, one script element each, from their serialized text (prebuilt.ts serializeForScript). */
export function StructuredData({ scripts }: { scripts: readonly string[] }) {
  return (
    <>
      {scripts.map((script, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: script }} />
      ))}
    </>
  );
}
