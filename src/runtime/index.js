// Gatsby resolves a plugin given by path through its main module, which must exist;
// this plugin's code is in gatsby-browser.tsx and gatsby-ssr.tsx.
