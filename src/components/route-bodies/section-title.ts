import type { TFunction } from 'i18next';
import { sectionTitleKey } from '../../lib/menu';

/** Sections outside the navbar menu, which names the others. */
export const OUTSIDE_MENU = { first: 'home', last: 'utility' } as const;

export const sectionTitle = (t: TFunction, section: string): string =>
  section === OUTSIDE_MENU.first || section === OUTSIDE_MENU.last
    ? t(`utility:sitemap.sections.${section}`)
    : t(`common:${sectionTitleKey(section)}`);
