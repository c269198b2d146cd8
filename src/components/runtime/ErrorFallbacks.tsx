import React, { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../useTranslation';
import type { i18n } from 'i18next';
import { Layout } from '../Layout';
import { ErrorView, errorTitle } from '../ErrorView';
import { defaultLocale, findPublishedLocale, localeFromPath } from '../../lib/locales';
import { loadLocaleStrings } from '../../lib/locale-strings';
import { site } from '../../lib/site';

/**
 * Keeps the document title while the error page shows: Gatsby's Head, rendered apart from
 * the page, sets the failed page's own title after every render.
 */
function useErrorTitle(title: string | null) {
  useEffect(() => {
    if (!title) return undefined;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

/** The app error page inside the page's own frame and language. */
export function PageErrorFallback({ locale }: { locale: string }) {
  const { t } = useTranslation('common');
  useErrorTitle(errorTitle(t, null));
  return (
    <Layout locale={locale}>
      <ErrorView status={null} />
    </Layout>
  );
}

/**
 * The app error page when even the page's frame failed (translations not set up, a
 * provider threw): it loads the strings of the path's language itself.
 */
export function RootErrorFallback() {
  const [strings, setStrings] = useState<i18n | null | 'unavailable'>(null);
  useEffect(() => {
    const locale = localeFromPath(window.location.pathname) ?? findPublishedLocale(defaultLocale);
    if (!locale) return;
    document.documentElement.lang = locale.tag;
    document.documentElement.dir = locale.dir;
    loadLocaleStrings(locale)
      .then(setStrings)
      .catch(() => setStrings('unavailable'));
  }, []);
  useErrorTitle(strings && strings !== 'unavailable' ? errorTitle(strings.t, null) : null);
  if (strings === null) return null;
  return (
    <main id="main">
      {strings === 'unavailable' ? (
        // Offline as well: no words to show, only the way home.
        <p className="container">
          <a href="/">{site.brand.name}</a>
        </p>
      ) : (
        <I18nextProvider i18n={strings}>
          <ErrorView status={null} />
        </I18nextProvider>
      )}
    </main>
  );
}
