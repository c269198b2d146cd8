declare function sourceMapAsCached(
  this: { callback: (error: null, source: string, map: unknown, meta: unknown) => void },
  source: string,
  map: unknown,
  meta: unknown,
): void;
export default sourceMapAsCached;
