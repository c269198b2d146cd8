import { graphql, useStaticQuery } from 'gatsby';

export type SiteMenuSection = Queries.SiteMenuQuery['allMenuSection']['nodes'][number];
export type SiteMenuList = NonNullable<SiteMenuSection['menu1']>;
export type SiteMenuLink = SiteMenuList['list'][number];
export type SiteMenuItem = SiteMenuSection['items'][number];

/** The site menu (data/routes.json → MenuSection nodes), shared by the navbar, mobile menu and footer. */
export function useSiteMenu(): readonly SiteMenuSection[] {
  const { allMenuSection } = useStaticQuery<Queries.SiteMenuQuery>(graphql`
    fragment SiteMenuList on MenuList {
      title
      list {
        title
        path
        href
      }
    }
    fragment SiteMenuItemFields on MenuItem {
      title
      path
      href
    }
    query SiteMenu {
      allMenuSection(sort: { order: ASC }) {
        nodes {
          sectionId
          title
          text
          path
          href
          learnMorePath
          mktMenu {
            ...SiteMenuList
          }
          begMenu {
            ...SiteMenuList
          }
          menu1 {
            ...SiteMenuList
          }
          menu2 {
            ...SiteMenuList
          }
          items {
            ...SiteMenuItemFields
            children {
              ...SiteMenuItemFields
            }
          }
        }
      }
    }
  `);
  return allMenuSection.nodes;
}
