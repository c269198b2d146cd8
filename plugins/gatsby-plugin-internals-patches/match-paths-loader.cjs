/**
 * A webpack loader for Gatsby's $virtual/match-paths.json (the client-only routes and the
 * static pages below them, inlined into every page's first-load JavaScript): leaves out the
 * pages named in `options.leaveOut` (gatsby/analysis-pages.ts says why). CommonJS, since
 * webpack loads loaders with require().
 */
module.exports = function matchPathsLoader(source) {
  const leaveOut = new Set(this.getOptions().leaveOut);
  const entries = JSON.parse(source);
  return JSON.stringify(entries.filter((entry) => !leaveOut.has(entry.path)));
};
