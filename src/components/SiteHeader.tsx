import React, { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'gatsby';
import { useLocation } from '@reach/router';
import { useTranslation } from './useTranslation';
import { defaultLocale, localizedPath, stripLocale } from '../lib/locales';
import { portalUrl, site } from '../lib/site';
import { NO_SCRIPT_FORMS, replayEarlyTaps } from '../lib/early-taps';
import { useDialogActions, useIsDialogOpen } from './dialogs/DialogContext';
import { preloadDialog } from './dialogs/DialogHost';
import { useLocale } from './locale-context';
import { Icon } from './header/icons';
import { LanguageSelector } from './header/LanguageSelector';
import { MainNav } from './header/MainNav';
import { useSiteMenu, type SiteMenuSection } from './header/site-menu';
import * as styles from './SiteHeader.module.css';

// The mobile menu panel is code-split: fetched when the menu button is first pointed at, focused or pressed.
const loadMobileMenu = () => import('./header/MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

/** The navbar of every page (§2): logo, top-level items with mega-menus, language, search, log-in, sign-up and the mobile menu. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { code } = useLocale();
  const { pathname } = useLocation();
  const { openDialog } = useDialogActions();
  const sections = useSiteMenu();
  const loginUrl = portalUrl('loginUrl', code);
  // Its buttons answer from here on: a tap that came earlier (data-replay below) is replayed now (src/lib/early-taps.ts).
  useEffect(replayEarlyTaps, []);

  return (
    <header className={styles.header} data-replay="">
      <div className={styles.bar}>
        {/* `/` is the English home page; every other locale has its own. */}
        <Link to={code === defaultLocale ? '/' : localizedPath(code, '')} className={styles.logo} aria-label={t('nav.homeLink')}>
          <span aria-hidden="true" className={styles.mark}>
            {site.brand.name.charAt(0)}
          </span>
          <span className={styles.brand}>{site.brand.name}</span>
        </Link>
        <MainNav className={styles.nav} sections={sections} routePath={stripLocale(pathname)} />
        {/* Without JavaScript, each button submits a form that leads to a page doing its job (src/lib/early-taps.ts). */}
        <div className={styles.actions}>
          <button
            type="submit"
            form={NO_SCRIPT_FORMS.pages}
            className={`${styles.iconButton} ${styles.search}`}
            onClick={() => openDialog('search')}
          >
            <Icon name="search" />
            <span className="visually-hidden">{t('nav.search')}</span>
          </button>
          <a className={styles.login} href={loginUrl} target="_blank" rel="noopener">
            {t('nav.logIn')}
            <span className="visually-hidden"> ({t('nav.openInNewWindow')})</span>
          </a>
          <button
            type="submit"
            form={NO_SCRIPT_FORMS.signUp}
            className={`button button-primary ${styles.signUp}`}
            onClick={() => openDialog('signUp')}
          >
            <span className={styles.short}>{t('nav.signUp')}</span>
            <span className={styles.long}>{t('nav.signUpLong')}</span>
          </button>
          <LanguageSelector />
          <MobileMenuButton label={t('nav.menu')} />
        </div>
      </div>
      <MobileMenuSlot sections={sections} loginUrl={loginUrl} />
    </header>
  );
}

/*
 * The header itself does not subscribe to which dialog is open: re-rendering it (mega-menus,
 * language list) would be work in the very task that answers the click that opens one.
 * The two parts that show the state read it themselves.
 */

function MobileMenuButton({ label }: { label: string }) {
  const expanded = useIsDialogOpen('mobileMenu');
  const { openDialog } = useDialogActions();
  return (
    <button
      type="submit"
      form={NO_SCRIPT_FORMS.pages}
      className={`${styles.iconButton} ${styles.menuButton}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={loadMobileMenu}
      onFocus={loadMobileMenu}
      onClick={() => openDialog('mobileMenu')}
    >
      <Icon name="menu" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function MobileMenuSlot({ sections, loginUrl }: { sections: readonly SiteMenuSection[]; loginUrl: string }) {
  // Rendered at a deferred priority, in slices (see DialogHost).
  const open = useDeferredValue(useIsDialogOpen('mobileMenu'));
  const { openDialogOnTop, closeDialog } = useDialogActions();
  useEffect(() => {
    // The sign-up is the menu's main action: its code comes while the visitor reads the menu.
    if (open) preloadDialog('signUp');
  }, [open]);
  if (!open) return null;
  // The sign-up opens over the menu, which stays beneath it: closing it returns to the menu's
  // sign-up button. Closing the menu first cost the click a task of its own (the menu's teardown,
  // the page behind restyled as it stopped being inert), and the pop-up restyled it again.
  return (
    <Suspense fallback={null}>
      <MobileMenu
        sections={sections}
        loginUrl={loginUrl}
        onClose={() => closeDialog('mobileMenu')}
        onSignUp={() => openDialogOnTop('signUp')}
      />
    </Suspense>
  );
}
