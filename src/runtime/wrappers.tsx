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
// check at /; the cookie consent with the third-party scripts it grants, and the update check).
const LocaleAtRoot = lazy(() => import('../components/runtime/LocaleAtRoot'));
const RuntimeServices = lazy(() => import('../components/runtime/RuntimeServices'));
// The error pages load when an error shows them.
const PageErrorFallback = loadWithPage(() =>
  import('../components/runtime/ErrorFallbacks').then((fallbacks) => ({ default: fallbacks.PageErrorFallback })),
);
const RootErrorFallback = loadWithPage(() =>
  import('../components/runtime/ErrorFallbacks').then((fallbacks) => ({ default: fallbacks.RootErrorFallback })),
);

/** Renders its children once the page has hydrated (the server and hydration render nothing here). */
function AfterHydration({ children }: { children: ReactElement }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
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
        <AfterHydration>
          <RuntimeServices locale={locale} />
        </AfterHydration>
        {pathname === '/' && (
          <AfterHydration>
            <LocaleAtRoot />
          </AfterHydration>
        )}
      </AppErrorBoundary>
    </>
  );
}

/** Gatsby also wraps each page's Head in this, so it holds nothing but the boundary. */
export function wrapRootElement({ element }: { element: ReactElement }): ReactElement {
  return <AppErrorBoundary fallback={<RootErrorFallback />}>{element}</AppErrorBoundary>;
}
