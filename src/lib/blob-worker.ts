/**
 * A worker made from a script string (a blob URL), for small jobs that must not hold up the
 * main thread: Intl's start-up (intl-warm-up.ts), the emoji flag test (emoji-flags.ts).
 * Returns null where workers are unavailable or refused (a content security policy without
 * blob: workers); the caller then does without.
 */
export function startBlobWorker(source: string): Worker | null {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url);
  } catch {
    return null;
  } finally {
    // The worker's URL was resolved to the script when it was made (URL standard, blob URL
    // entry), so the name can go at once.
    URL.revokeObjectURL(url);
  }
}
