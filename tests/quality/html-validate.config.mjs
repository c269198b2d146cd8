// html-validate settings for the built pages (scripts/quality/html-validity.mjs): the
// recommended rules, with only what Gatsby's and React's output cannot meet adjusted.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes camelCase attribute names (charSet, hrefLang, crossOrigin); HTML attribute
    // names are case-insensitive. Lowercase stays required otherwise.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Gatsby's root element is <div id="___gatsby">: a valid HTML id, though not a CSS-friendly
    // one. The relaxed mode still rejects empty ids and ids with whitespace.
    'valid-id': ['error', { relaxed: true }],
    // React closes every void element (<meta/>, <link/>, <img/>); required consistently.
    'void-style': ['error', { style: 'selfclose' }],
    // Gatsby core writes inline styles on its focus wrapper and route announcer, and
    // gatsby-plugin-image on every image wrapper; none of it is ours to move into CSS.
    'no-inline-style': 'off',
    // gatsby-plugin-image server-renders a lazy image as <img data-src> inside <noscript>-backed
    // markup and sets src in the browser; its SSR <img> has srcset/sizes but no src.
    'element-required-attributes': 'off',
    // Both spellings of a boolean attribute are valid HTML, and the output has both: React
    // renders selected="" and disabled="", Gatsby's own script tags a bare async.
    'attribute-boolean-style': 'off',
  },
});
