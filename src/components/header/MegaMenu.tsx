import React from 'react';
import { useTranslation } from '../useTranslation';
import { MENU_LISTS } from '../../lib/menu';
import { LearnMoreLink, MenuLink } from './MenuLink';
import type { SiteMenuSection } from './site-menu';
import * as styles from './MegaMenu.module.css';

interface MegaMenuProps {
  id: string;
  section: SiteMenuSection;
  open: boolean;
  instant: boolean;
  onNavigate: () => void;
}

/** A section's mega-menu: title, text, learn-more link and up to four link lists (mktMenu, begMenu, menu1, menu2). */
export function MegaMenu({ id, section, open, instant, onNavigate }: MegaMenuProps) {
  const { t } = useTranslation('common');
  return (
    <div id={id} className={`${styles.panel} ${open ? styles.open : ''} ${instant ? styles.instant : ''}`}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <p className={styles.title}>{t(section.title)}</p>
          <p className={styles.text}>{t(section.text)}</p>
          <LearnMoreLink section={section} className={styles.learnMore} onNavigate={onNavigate} />
        </div>
        <div className={styles.lists}>
          {MENU_LISTS.map((name) => {
            const list = section[name];
            if (!list) return null;
            return (
              <div key={name}>
                <p className={styles.listTitle}>{t(list.title)}</p>
                <ul className={styles.links}>
                  {list.list.map((link) => (
                    <li key={link.title}>
                      <MenuLink link={link} className={styles.link} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
