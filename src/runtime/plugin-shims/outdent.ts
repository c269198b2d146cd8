/**
 * Stands in for outdent in gatsby-plugin-react-i18next's page wrapper (gatsby/webpack.ts): the
 * plugin formats one console error with it (a page without translations), so the message
 * keeps its indentation instead of shipping a formatter in every page's first load.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw({ raw: strings }, ...values);
}
