/**
 * How far the build process's heap grows between two full collections. By default V8 lets it
 * grow to up to four times what survived the last one. Gatsby's main process keeps about
 * 0.5 GB of state at 22,000 pages while it stitches slices into every page and while the
 * post-build reads them back, and both make garbage fast: the process reached about 2.8 GB in
 * each. Collected at twice what survived, a cold build peaks about 1 GB lower in the same time
 * (docs/performance.md, Publishing builds).
 */
import { setFlagsFromString } from 'node:v8';
import type { GatsbyNode } from 'gatsby';

export const HEAP_GROWTH_FLAG = '--heap-growing-percent=100';

/** Gatsby's first hook in its main process: V8 reads the flag at each full collection. */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  setFlagsFromString(HEAP_GROWTH_FLAG);
};
