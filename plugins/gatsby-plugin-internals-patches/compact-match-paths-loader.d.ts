export interface MatchPathEntry {
  path: string;
  matchPath: string;
}
export function compactMatchPaths(entries: MatchPathEntry[]): string;
declare function compactMatchPathsLoader(source: string): string;
export default compactMatchPathsLoader;
