/**
 * Builds the site menu (§2) from the route manifest: data/routes.json names routes by id,
 * this resolves them to paths and translation keys, once, at build time.
 */
import type { RouteDefinition } from './routes';

export const MENU_LISTS = ['mktMenu', 'begMenu', 'menu1', 'menu2'] as const;
export type MenuListName = (typeof MENU_LISTS)[number];

/** A menu entry as data/routes.json writes it: a route id, or an external link id. */
export type MenuEntryData = { route: string } | { external: string };

export interface MenuSectionData {
  id: string;
  path: string;
  learnMore?: string;
  /** Set when the navbar item itself leaves the site (partners). */
  external?: string;
  lists: Partial<Record<MenuListName, { titleKey: string; items: MenuEntryData[] }>>;
}

export interface MenuLink {
  /** Translation key (namespace common). */
  title: string;
  /** Path below the locale prefix; null for external links. */
  path: string | null;
  href: string | null;
}

export interface MenuList {
  title: string;
  list: MenuLink[];
}

/** One node of the recursive menu tree (mobile menu, search breadcrumbs). */
export interface MenuItem extends MenuLink {
  isHome: boolean;
  children: MenuItem[];
}

export interface MenuSection {
  sectionId: string;
  order: number;
  title: string;
  text: string;
  path: string;
  href: string | null;
  learnMorePath: string | null;
  mktMenu: MenuList | null;
  begMenu: MenuList | null;
  menu1: MenuList | null;
  menu2: MenuList | null;
  items: MenuItem[];
}

export const routeTitleKey = (routeId: string): string => `routes.${routeId}`;
export const externalTitleKey = (linkId: string): string => `menu.external.${linkId}`;
export const sectionTitleKey = (sectionId: string): string => `menu.sections.${sectionId}.title`;

export function buildMenu(
  sections: MenuSectionData[],
  routes: Pick<RouteDefinition, 'id' | 'path'>[],
  externalLinks: Record<string, string>,
): MenuSection[] {
  const pathOf = new Map(routes.map((route) => [route.id, route.path]));
  const link = (entry: MenuEntryData): MenuLink => {
    if ('route' in entry) {
      const path = pathOf.get(entry.route);
      if (path === undefined) throw new Error(`Menu names unknown route "${entry.route}"`);
      return { title: routeTitleKey(entry.route), path, href: null };
    }
    const href = externalLinks[entry.external];
    if (!href) throw new Error(`Menu names unknown external link "${entry.external}"`);
    return { title: externalTitleKey(entry.external), path: null, href };
  };
  const leaf = (entry: MenuLink): MenuItem => ({ ...entry, isHome: entry.path === '', children: [] });

  return sections.map((section, order) => {
    const lists = Object.fromEntries(
      MENU_LISTS.map((name) => {
        const list = section.lists[name];
        return [name, list ? { title: list.titleKey, list: list.items.map(link) } : null];
      }),
    ) as Record<MenuListName, MenuList | null>;
    return {
      sectionId: section.id,
      order,
      title: sectionTitleKey(section.id),
      text: `menu.sections.${section.id}.text`,
      path: section.path,
      href: section.external ? (externalLinks[section.external] ?? null) : null,
      learnMorePath: section.learnMore ? (pathOf.get(section.learnMore) ?? null) : null,
      ...lists,
      items: MENU_LISTS.flatMap((name) => {
        const list = lists[name];
        return list ? [{ title: list.title, path: null, href: null, isHome: false, children: list.list.map(leaf) }] : [];
      }),
    };
  });
}

export interface SearchEntrySource {
  /** Translation keys, from the section down to the entry. */
  breadcrumb: string[];
  title: string;
  path: string | null;
  href: string | null;
  category: string;
}

/** Every menu entry that leads somewhere, with the chain of titles above it. */
export function menuSearchEntries(sections: MenuSection[]): SearchEntrySource[] {
  const walk = (items: MenuItem[], trail: string[], category: string): SearchEntrySource[] =>
    items.flatMap((item) => [
      ...(item.path !== null || item.href !== null
        ? [{ breadcrumb: [...trail, item.title], title: item.title, path: item.path, href: item.href, category }]
        : []),
      ...walk(item.children, [...trail, item.title], category),
    ]);
  return sections.flatMap((section) => walk(section.items, [section.title], section.sectionId));
}
