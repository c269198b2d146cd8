/** The browser build's webpack stats, bundled into the server render (webpack.ts); empty in `gatsby develop`. */
declare module 'webpack-stats-of-build' {
  const stats: Partial<import('./scripts-after-first-frame').WebpackStats>;
  export default stats;
}
