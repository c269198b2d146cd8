/** The explicit GraphQL schema: every type the site queries, nothing inferred. */
import type { GatsbyNode } from 'gatsby';
import { pageStringsOf } from '../src/lib/shared-strings';
import { siteRoutes } from './site-routes';
import { routesShownBy } from './shared-strings';
import { contentTypeDefs } from './content-schema';
import { createSectionResolvers, sectionTypeDefs, sectionUnions } from './sections';
import type { NodeModel } from './sections/kind';
import { createContentResolvers } from './content-languages';
import { createPrebuiltPageResolver } from './prebuilt-pages';
import { createStructuredDataResolver } from './structured-data';

export const typeDefs = /* GraphQL */ `
  """
  Gatsby's own page node, declared again only to switch inference off: Gatsby's type already has
  @dontInfer, but only a declaration through createTypes stops the per-node inference on every
  createPage (each string of every page's context tried as a date, 6 of the 12 s of createPages at
  22,000 pages).
  """
  type SitePage implements Node @dontInfer {
    path: String!
  }

  """
  Translation strings of one namespace of one translation set (created by gatsby-plugin-react-i18next).
  """
  type Locale implements Node @dontInfer {
    ns: String!
    data: String!
    language: String!
  }

  """
  A language prefix of the site (data/locales.json).
  """
  type SiteLocale implements Node @dontInfer {
    code: String!
    tag: String!
    hreflang: String
    dir: String!
    name: String!
    flag: String!
    translationSet: String
    type: String!
    built: Boolean!
    """
    Built in this run (BUILD_LOCALES may build a subset).
    """
    published: Boolean!
    order: Int!
  }

  type RouteParam {
    name: String!
    multiSegment: Boolean!
    pattern: String!
    """
    The only values allowed, when the route's page declaration lists them (data/pages/).
    """
    allowed: [String!]
  }

  """
  A route of the manifest (data/routes.json), with {brand} expanded.
  """
  type Route implements Node @dontInfer {
    routeId: String!
    """
    Its place in the manifest.
    """
    order: Int!
    path: String!
    section: String!
    """
    'home', 'page' or 'dynamic' (a catch-all route, which has a param).
    """
    template: String!
    """
    The component that shows more than the route's introduction (src/lib/route-bodies.ts).
    """
    body: String
    noindex: Boolean!
    param: RouteParam
    titleKey: String!
    namespace: String!
    """
    The translation namespaces its pages load besides their section's (the glossary's terms).
    """
    extraNamespaces: [String!]!
    descriptionKey: String!
  }

  """
  A page's body (data/pages/*.json resolved with data/content/): its sections, one GraphQL
  type per kind (gatsby/section-schema.ts, from src/lib/sections/types.ts).
  """
  type PageBody implements Node @dontInfer {
    pageId: String!
    routeId: String!
    param: String
    path: String!
    titleKey: String
    descriptionKey: String
    """
    Its sections, each resolved by its kind (gatsby/sections/) as the query runs.
    """
    sections: [PageSection!]!
    imageNames: [String!]!
    images: [File] @link(by: "relativePath", from: "imageNames")
  }

  type MenuLink {
    title: String!
    path: String
    href: String
  }

  type MenuList {
    title: String!
    list: [MenuLink!]!
  }

  type MenuItem {
    title: String!
    path: String
    href: String
    isHome: Boolean!
    children: [MenuItem!]!
  }

  """
  A top-level item of the navbar with its mega-menu and its tree of entries.
  """
  type MenuSection implements Node @dontInfer {
    sectionId: String!
    order: Int!
    title: String!
    text: String!
    path: String!
    href: String
    learnMorePath: String
    mktMenu: MenuList
    begMenu: MenuList
    menu1: MenuList
    menu2: MenuList
    items: [MenuItem!]!
  }

  type FooterSettings {
    columns: [String!]!
    legal: [MenuLink!]!
  }

  type SiteBrand {
    name: String!
    slug: String!
    legalName: String!
    foundingYear: Int!
  }

  type SitePortal {
    registerUrl: String!
    demoUrl: String!
    loginUrl: String!
    applyLiveUrl: String!
    languageParam: String!
  }

  type ExternalLink {
    id: String!
    url: String!
  }

  type SocialLink {
    id: String!
    label: String!
    url: String!
  }

  type SiteContact {
    email: String!
    phone: String!
    hours: String!
  }

  type RegulatedEntity {
    id: String!
    name: String!
    country: String!
    regulator: String!
    licence: String!
    address: String!
    "Where a client takes a complaint the entity has not resolved."
    disputeResolution: String!
  }

  type SiteSeo {
    keywords: [String!]!
    ogImage: String!
    twitterHandle: String!
  }

  """
  Site settings (data/site.json) as one node.
  """
  type SiteSettings implements Node @dontInfer {
    siteUrl: String!
    brand: SiteBrand!
    portal: SitePortal!
    externalLinks: [ExternalLink!]!
    social: [SocialLink!]!
    contact: SiteContact!
    entities: [RegulatedEntity!]!
    seo: SiteSeo!
    footer: FooterSettings!
  }

  type CountryNames {
    en: String!
    zhHans: String!
    zhHant: String!
  }

  """
  A country of the registration form (data/countries.json).
  """
  type Country implements Node @dontInfer {
    classname: String!
    value: String!
    phoneCo: String!
    names: CountryNames!
  }

  """
  The day (UTC) the build makes its lists at: the promotions' status, the webinars to come, the
  calendar's week (gatsby/source-nodes.ts, buildDay; SOURCE_DATE_EPOCH pins it).
  """
  type BuildDay implements Node @dontInfer {
    date: Date! @dateformat
  }

  """
  A page of the former website and the route that replaced it (data/old-urls.json).
  """
  type OldUrl implements Node @dontInfer {
    oldPath: String!
    routeId: String!
    """
    The route's path below the locale prefix.
    """
    path: String!
    order: Int!
  }

  """
  The llms.txt text of one locale (gatsby/llms.ts); /llms.txt is the English one.
  """
  type LlmsGuide implements Node @dontInfer {
    locale: String!
    text: String!
  }

  """
  A searchable menu entry; title, breadcrumb and category are translation keys or ids.
  """
  type SearchEntry implements Node @dontInfer {
    title: String!
    path: String
    href: String
    breadcrumb: [String!]!
    category: String!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes([typeDefs, contentTypeDefs, sectionTypeDefs, ...sectionUnions.map((union) => schema.buildUnionType(union))]);
};

const routeIds: ReadonlySet<string> = new Set(siteRoutes.map(({ id }) => id));

/**
 * The content nodes' `text(language)` (gatsby/content-languages.ts), and
 * `Locale.pageData(routeId, pageId)`: the part of a namespace a page shows (src/lib/shared-strings.ts,
 * pageStringsOf). A page query asks for it as `data`, so its page data carries its own page's strings,
 * not the whole section's.
 */
export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  createContentResolvers(args);
  createSectionResolvers(args);
  createPrebuiltPageResolver(args);
  createStructuredDataResolver(args);
  args.createResolvers({
    Locale: {
      pageData: {
        type: 'String!',
        args: { routeId: 'String!', pageId: 'String!' },
        resolve: async (source: { data: string }, args: { routeId: string; pageId: string }, context: { nodeModel: NodeModel }) => {
          const route = siteRoutes.find(({ id }) => id === args.routeId) ?? { id: args.routeId, path: args.routeId };
          const body = await context.nodeModel.findOne({ type: 'PageBody', query: { filter: { pageId: { eq: args.pageId } } } });
          const shown = routesShownBy(route, body?.sections, siteRoutes);
          return JSON.stringify(pageStringsOf(JSON.parse(source.data) as Record<string, unknown>, shown, routeIds));
        },
      },
    },
  });
};
