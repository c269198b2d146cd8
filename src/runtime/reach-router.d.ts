/** The part of @gatsbyjs/reach-router (Gatsby's fork, shipped without types) that the site calls. */
declare module '@gatsbyjs/reach-router' {
  export interface PickResult<R> {
    route: R;
    params: Record<string, string>;
    uri: string;
  }
  /** The best-ranked route matching the URI, or null. */
  export function pick<R extends { path: string }>(routes: R[], uri: string): PickResult<R> | null;
}
