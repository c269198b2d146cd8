/**
 * The wrappers Gatsby puts around every page (browser and SSR render the same tree, so
 * hydration matches). This plugin is listed before gatsby-plugin-react-i18next, so its page
 * wrapper sits inside the translations provider. The page wrapper's siblings of the page
 * (third-party scripts, update notice) stay mounted across navigation.
 */
import React, { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { AppErrorBoundary } from '../components/runtime/AppErrorBoundary';
import { PageErrorFallback, RootErrorFallback } from '../components/runtime/ErrorFallbacks';
import { LocaleAtRoot } from '../components/runtime/LocaleAtRoot';
import { defaultLocale } from '../lib/locales';

// Their code is not needed to show the page: it loads once the window's load event has passed.
const AfterLoadServices = lazy(() => import('../components/runtime/AfterLoadServices'));

function AfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => setLoaded(true);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <AfterLoadServices />
    </Suspense>
  ) : null;
}

interface PageWrapperArgs {
  element: ReactElement;
  props: { location: { pathname: string }; pageContext: unknown };
}

export function wrapPageElement({ element, props }: PageWrapperArgs): ReactElement {
  const { pathname } = props.location;
  const locale = (props.pageContext as { locale?: string } | undefined)?.locale ?? defaultLocale;
  return (
    <>
      <AppErrorBoundary resetKey={pathname} fallback={<PageErrorFallback locale={locale} />}>
        {element}
      </AppErrorBoundary>
      <AppErrorBoundary fallback={null}>
        <AfterLoad />
        {pathname === '/' && <LocaleAtRoot />}
      </AppErrorBoundary>
    </>
  );
}

/** Gatsby also wraps each page's Head in this, so it holds nothing but the boundary. */
export function wrapRootElement({ element }: { element: ReactElement }): ReactElement {
  return <AppErrorBoundary fallback={<RootErrorFallback />}>{element}</AppErrorBoundary>;
}
