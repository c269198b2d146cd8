/**
 * What gatsby-plugin-react-i18next takes from react-i18next. The plugin require()s the whole
 * package, which keeps every export (Trans and its HTML parser, the HOCs) in the first-load
 * JavaScript; gatsby/webpack.ts points the plugin's import here, so the site's own ES imports
 * decide what ships.
 */
export { I18nextProvider } from 'react-i18next';
