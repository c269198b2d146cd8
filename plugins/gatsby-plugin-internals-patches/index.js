// Gatsby resolves a plugin through its main module, which must exist; the plugin's code is in
// gatsby-node.ts, gatsby-browser.ts and gatsby-ssr.tsx.
