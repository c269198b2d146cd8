import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { defaultLocale, localesToBuild, translationSets } from './src/lib/locales';
import { notFoundPagePath } from './gatsby/host-rules';
import { i18nextOptions } from './src/lib/i18n';
import { site, siteUrl } from './src/lib/site';
import { sitemapPlugins } from './gatsby/sitemap';

const config: GatsbyConfig = {
  siteMetadata: { title: site.brand.name, siteUrl },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // §9 image breakpoints; webp only (AVIF takes ~10 s per image to encode here).
        defaults: { formats: ['auto', 'webp'], breakpoints: [320, 640, 768, 1024, 1280, 1536], quality: 80 },
      },
    },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.resolve('locales') } },
    // The site's browser and SSR hooks (src/runtime); listed before the i18next plugin so that
    // its page wrapper sits inside the translations provider.
    { resolve: path.resolve('src/runtime') },
    // Every change to Gatsby's internals, all on; `off: ['hydrateInTransition', …]` switches patches off (docs/gatsby-patches.md).
    {
      resolve: 'gatsby-plugin-internals-patches',
      options: {
        off: [],
        // Each language's 404 page answers the unknown URLs under its prefix.
        notFoundPages: () => Object.fromEntries(localesToBuild().map((locale) => [notFoundPagePath(locale.code), `/${locale.code}/*`])),
      },
    },
    // Illustrations of the page sections (rendered from SVG by scripts/render-illustrations.mjs).
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.resolve('src/images') } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        localeJsonNodeName: 'locales',
        // The plugin's "languages" are our translation sets; pages are created in gatsby/create-pages.ts.
        languages: translationSets,
        defaultLanguage: defaultLocale,
        generateDefaultLanguagePage: true,
        redirect: false,
        siteUrl,
        trailingSlash: 'always',
        i18nextOptions,
      },
    },
    ...sitemapPlugins(),
  ],
};

export default config;
