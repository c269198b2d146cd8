import React, { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../useTranslation';
import { isActiveSection } from '../../lib/navigation';
import { LocalizedLink } from '../LocalizedLink';
import { Icon } from './icons';
import { MegaMenu } from './MegaMenu';
import type { SiteMenuSection } from './site-menu';
import * as styles from './MainNav.module.css';

interface OpenMenu {
  id: string | null;
  /** Moving from one open mega-menu to the next swaps it without the height animation. */
  instant: boolean;
}

const CLOSED: OpenMenu = { id: null, instant: false };
/** Lets the pointer cross the gap between an item and its panel (or the next item) without a flicker. */
const CLOSE_DELAY_MS = 150;

const panelId = (sectionId: string) => `mega-menu-${sectionId}`;
const leavesItem = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

interface MainNavProps {
  sections: readonly SiteMenuSection[];
  /** The current path below the locale prefix. */
  routePath: string;
  /** Placement in the header bar (the header's business). */
  className?: string;
}

/** The navbar's top-level items; each but partners opens its mega-menu on hover and on keyboard focus. */
export function MainNav({ sections, routePath, className }: MainNavProps) {
  const { t } = useTranslation('common');
  const [menu, setMenu] = useState<OpenMenu>(CLOSED);
  const closeTimer = useRef<number>();
  const navRef = useRef<HTMLElement>(null);

  const open = useCallback((id: string) => {
    window.clearTimeout(closeTimer.current);
    setMenu((previous) => (previous.id === id ? previous : { id, instant: previous.id !== null }));
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setMenu(CLOSED);
  }, []);
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  useEffect(close, [routePath, close]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Escape closes a menu opened by hover too, wherever the focus is; focus inside the menu returns to its item.
  useEffect(() => {
    if (menu.id === null) return undefined;
    const trigger = navRef.current?.querySelector<HTMLElement>(`[aria-controls="${panelId(menu.id)}"]`);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = trigger?.parentElement?.contains(document.activeElement);
      close();
      if (focusInside) trigger?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menu.id, close]);

  return (
    <nav ref={navRef} className={`${styles.nav} ${className ?? ''}`} aria-label={t('nav.main')}>
      <ul className={styles.items}>
        {sections.map((section) => {
          const active = isActiveSection(routePath, section.path);
          const itemClass = `${styles.item} ${active ? styles.active : ''}`;
          if (section.href) {
            return (
              <li key={section.sectionId} className={styles.entry}>
                <a className={itemClass} href={section.href} target="_blank" rel="noopener">
                  {t(section.title)}
                  <span className="visually-hidden"> ({t('nav.openInNewWindow')})</span>
                  <Icon name="external" size={14} />
                </a>
              </li>
            );
          }
          const id = section.sectionId;
          const isOpen = menu.id === id;
          return (
            <li
              key={id}
              className={styles.entry}
              onMouseEnter={() => open(id)}
              onMouseLeave={closeSoon}
              onFocus={(event) => leavesItem(event) && open(id)}
              onBlur={(event) => leavesItem(event) && setMenu((previous) => (previous.id === id ? CLOSED : previous))}
            >
              <LocalizedLink
                to={section.learnMorePath ?? ''}
                className={`${itemClass} ${isOpen ? styles.open : ''}`}
                aria-expanded={isOpen}
                aria-controls={panelId(id)}
                aria-current={active ? 'true' : undefined}
              >
                {t(section.title)}
                <Icon name="chevron" size={14} className={styles.chevron} />
              </LocalizedLink>
              <MegaMenu id={panelId(id)} section={section} open={isOpen} instant={menu.instant} onNavigate={close} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
