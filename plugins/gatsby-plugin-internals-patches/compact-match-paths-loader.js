/**
 * Gatsby inlines its match-path list into every page's first-load JavaScript: each
 * client-only page and each static page that lies under one's matchPath, once per
 * language prefix (880 entries for 20 prefixes). The prefixes' lists are the same, so
 * this webpack loader writes each list once and expands it in the browser.
 *
 * Gatsby's router walks the list in order and takes the first match. Patterns of different
 * prefixes never overlap, so only the order within a prefix matters, and it is kept.
 * (Plain CommonJS: webpack require()s loaders as they are, without the TypeScript build.)
 *
 * @typedef {{ path: string, matchPath: string }} MatchPathEntry
 */
const firstSegment = /^\/([^/]+)(\/.*)$/;

/**
 * JavaScript that evaluates to `entries`, written compactly when every entry starts with a
 * fixed first segment (the language prefix).
 * @param {MatchPathEntry[]} entries
 * @returns {string}
 */
function compactMatchPaths(entries) {
  const split = entries.map(({ path, matchPath }) => ({ path: path.match(firstSegment), matchPath: matchPath.match(firstSegment) }));
  const compactable = split.every(({ path, matchPath }) => path && matchPath && path[1] === matchPath[1] && !/^[:*]/.test(matchPath[1]));
  if (!compactable) return `export default ${JSON.stringify(entries)};`;

  // Each prefix's entries after the prefix: [path] or [path, matchPath].
  const byPrefix = new Map();
  for (const { path, matchPath } of split) {
    const [, prefix, rest] = path;
    const list = byPrefix.get(prefix) ?? [];
    list.push(matchPath[2] === rest ? [rest] : [rest, matchPath[2]]);
    byPrefix.set(prefix, list);
  }
  // Prefixes with the same entries share one list.
  const groups = new Map();
  for (const [prefix, list] of byPrefix) {
    const key = JSON.stringify(list);
    const group = groups.get(key) ?? [[], list];
    group[0].push(prefix);
    groups.set(key, group);
  }
  return (
    `export default ${JSON.stringify([...groups.values()])}.flatMap(([prefixes, list]) => prefixes.flatMap((prefix) =>` +
    ` list.map(([path, matchPath = path]) => ({ path: "/" + prefix + path, matchPath: "/" + prefix + matchPath }))));`
  );
}

/** @param {string} source the JSON Gatsby wrote */
module.exports = function compactMatchPathsLoader(source) {
  return compactMatchPaths(JSON.parse(source));
};
module.exports.compactMatchPaths = compactMatchPaths;
