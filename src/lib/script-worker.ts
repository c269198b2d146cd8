/**
 * A worker made from a script string, for small jobs that must not hold up the main thread:
 * Intl's start-up (intl-warm-up.ts), the emoji flag test (emoji-flags.ts). The script is a
 * data: URL: a blob URL took 3-8 ms of the main thread here (its blob is registered with the
 * browser process and waited for), in the app chunk's first task; a data: URL worker starts in
 * under half a millisecond (its origin is opaque, which these jobs do not mind).
 * Returns null where workers are unavailable or refused (a content security policy without
 * data: workers); the caller then does without.
 */
export function startScriptWorker(source: string): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(`data:text/javascript,${encodeURIComponent(source)}`);
  } catch {
    return null;
  }
}
