/**
 * sourceMapsAsCached: a webpack loader that runs after every other loader of a script module
 * (`enforce: 'post'`) and hands on its source map as babel-loader's disk cache gives it back: a
 * JSON round trip, which drops the keys whose value is undefined (Babel's `file`). Webpack hashes
 * a module's source map with its code, so a module that Babel transformed on a cache miss and
 * the same module built again from a cache hit had other hashes, though the same code. Gatsby
 * then saw a new server renderer and rendered every page's HTML again, or a new browser
 * compilation and rewrote every page's HTML. (Plain CommonJS: webpack require()s loaders as
 * they are, without the TypeScript build.)
 *
 * @param {string} source
 * @param {unknown} map
 * @param {unknown} meta
 */
module.exports = function sourceMapAsCached(source, map, meta) {
  this.callback(null, source, map && typeof map === 'object' ? JSON.parse(JSON.stringify(map)) : map, meta);
};
