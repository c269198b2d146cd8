import React, { useEffect, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { Layout } from '../components/Layout';
import { ErrorView } from '../components/ErrorView';
import { ErrorSeo } from '../components/Seo';
import { localeFromPath, type BuiltLocale } from '../lib/locales';
import { loadLocaleStrings } from '../lib/locale-strings';
import type { PageContext } from '../lib/page-context';

type NotFoundProps = PageProps<Queries.NotFoundPageQuery, PageContext>;

interface LocalizedStrings {
  locale: BuiltLocale;
  i18n: i18n;
}

/**
 * The server answers every unknown URL with the one /404.html (status 404, in English).
 * When the URL starts with another locale's prefix, this fetches that locale's own 404
 * page data and shows the page in its language.
 */
function useStringsOfPathLocale(pathname: string, pageLocale: string): LocalizedStrings | null {
  const [strings, setStrings] = useState<LocalizedStrings | null>(null);
  useEffect(() => {
    const locale = localeFromPath(pathname);
    if (!locale || locale.code === pageLocale) return;
    let cancelled = false;
    loadLocaleStrings(locale)
      .then((instance) => {
        if (cancelled) return;
        document.documentElement.lang = locale.tag;
        document.documentElement.dir = locale.dir;
        document.title = instance.t('meta.titleTemplate', { page: instance.t('error.title', { code: 404 }) });
        setStrings({ locale, i18n: instance });
      })
      .catch(() => undefined); // the English page stays: still a correct 404
    return () => {
      cancelled = true;
    };
  }, [pathname, pageLocale]);
  return strings;
}

export default function NotFoundPage({ pageContext, location }: NotFoundProps) {
  // The full path is known only in the browser (the HTML is built once for every URL).
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(`${window.location.pathname}${window.location.search}`), [location.pathname, location.search]);
  const localized = useStringsOfPathLocale(location.pathname, pageContext.locale);

  const page = (locale: string) => (
    <Layout locale={locale}>
      <ErrorView status={404} path={path} />
    </Layout>
  );
  return localized ? <I18nextProvider i18n={localized.i18n}>{page(localized.locale.code)}</I18nextProvider> : page(pageContext.locale);
}

export const Head = (props: HeadProps<Queries.NotFoundPageQuery, PageContext>) => <ErrorSeo status={404} head={props} />;

export const query = graphql`
  query NotFoundPage($language: String!, $i18nLanguage: String!, $namespaces: [String!]!, $routeId: String!, $pageId: String!) {
    locales: allLocale(filter: { language: { in: [$language, $i18nLanguage] }, ns: { in: $namespaces } }) {
      ...TranslationStrings
    }
  }
`;
