/**
 * The wrappers Gatsby puts around every page (browser and SSR render the same tree, so
 * hydration matches). This plugin is listed before gatsby-plugin-react-i18next, so its page
 * wrapper sits inside the translations provider. The page wrapper's siblings of the page
 * (cookie consent and third-party scripts, update notice) stay mounted across navigation.
 */
import React, { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { AppErrorBoundary } from '../components/runtime/AppErrorBoundary';
import { loadWithPage } from '../components/runtime/lazy-parts';
import { defaultLocale } from '../lib/locales';

// Code that is not needed to show the page: it loads once the page has hydrated (the language
// check at /, the cookie consent with the third-party scripts it grants) or once the window's
// load event has passed (update check).
const LocaleAtRoot = lazy(() => import('../components/runtime/LocaleAtRoot'));
const ConsentService = lazy(() => import(/* webpackChunkName: "consent-service" */ '../components/consent/ConsentService'));
const AfterLoadServices = lazy(() => import('../components/runtime/AfterLoadServices'));
// The error pages load when an error shows them.
const PageErrorFallback = loadWithPage(() =>
  import('../components/runtime/ErrorFallbacks').then((fallbacks) => ({ default: fallbacks.PageErrorFallback })),
);
const RootErrorFallback = loadWithPage(() =>
  import('../components/runtime/ErrorFallbacks').then((fallbacks) => ({ default: fallbacks.RootErrorFallback })),
);

function Deferred({ until, children }: { until: 'hydrated' | 'load'; children: ReactElement }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onReady = () => setReady(true);
    if (until === 'hydrated' || document.readyState === 'complete') onReady();
    else window.addEventListener('load', onReady, { once: true });
    return () => window.removeEventListener('load', onReady);
  }, [until]);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
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
        <Deferred until="hydrated">
          <ConsentService locale={locale} />
        </Deferred>
        <Deferred until="load">
          <AfterLoadServices />
        </Deferred>
        {pathname === '/' && (
          <Deferred until="hydrated">
            <LocaleAtRoot />
          </Deferred>
        )}
      </AppErrorBoundary>
    </>
  );
}

/** Gatsby also wraps each page's Head in this, so it holds nothing but the boundary. */
export function wrapRootElement({ element }: { element: ReactElement }): ReactElement {
  return <AppErrorBoundary fallback={<RootErrorFallback />}>{element}</AppErrorBoundary>;
}
