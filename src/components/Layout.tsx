import React, { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/global.css';
import { LocaleProvider } from './locale-context';
import { DialogProvider } from './dialogs/DialogContext';
import { DialogHost } from './dialogs/DialogHost';
import { SignUpRouteListener } from './signup/SignUpRouteListener';
import { ToastProvider } from './toast/ToastProvider';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import * as styles from './Layout.module.css';

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
          <SiteHeader />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <DialogHost />
          <SignUpRouteListener />
        </DialogProvider>
      </ToastProvider>
    </LocaleProvider>
  );
}
