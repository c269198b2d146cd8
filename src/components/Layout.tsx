import React, { memo, Suspense, type ReactNode } from 'react';
import { useTranslation } from './useTranslation';
import '../styles/global.css';
import { LocaleProvider } from './locale-context';
import { DialogProvider } from './dialogs/DialogContext';
import { DialogHost } from './dialogs/DialogHost';
import { ToastProvider } from './toast/ToastProvider';
import { SiteHeader } from './SiteHeader';
import { loadWithPage } from './runtime/lazy-parts';
import * as styles from './Layout.module.css';

// Listeners that render nothing load while the page hydrates: the #open-account link and the
// campaign codes in the address, and "/" for the search.
const SignUpRouteListener = loadWithPage(() =>
  import(/* webpackChunkName: "page-listeners" */ './signup/SignUpRouteListener').then((listener) => ({
    default: listener.SignUpRouteListener,
  })),
);
const SearchShortcut = loadWithPage(() => import(/* webpackChunkName: "page-listeners" */ './search/useSearchShortcut'));
// The footer's code loads beside the page's, while the page hydrates.
const SiteFooter = loadWithPage(() =>
  import(/* webpackChunkName: "site-footer" */ './SiteFooter').then((footer) => ({ default: footer.SiteFooter })),
);

// The header hydrates in a boundary of its own: React hydrates it after the page's frame, in
// slices that leave the main thread free between them (one long task otherwise). It suspends on
// nothing, so an update that reaches it first hydrates it at once.
const Header = memo(function Header() {
  return (
    <Suspense fallback={null}>
      <SiteHeader />
    </Suspense>
  );
});

/** The frame of every page: skip link, header, main landmark, footer, the site dialogs and toasts. */
export function Layout({ locale, children }: { locale: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <LocaleProvider code={locale}>
      <ToastProvider>
        <DialogProvider>
          <a className={styles.skipLink} href="#main">
            {t('meta.skipToContent')}
          </a>
          <Header />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <DialogHost />
          <SignUpRouteListener />
          <SearchShortcut />
        </DialogProvider>
      </ToastProvider>
    </LocaleProvider>
  );
}
