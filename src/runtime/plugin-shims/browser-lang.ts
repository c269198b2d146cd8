/**
 * Stands in for browser-lang in gatsby-plugin-react-i18next's page wrapper (gatsby/webpack.ts):
 * the plugin asks it for the browser's language only to redirect, which the site turns off.
 */
export default function browserLang({ fallback }: { languages: string[]; fallback: string }): string {
  return fallback;
}
