/**
 * Recovery from a code chunk that fails to load (a deploy replaced it, the network dropped
 * it): reload the page once. A session marker holding the path and the time prevents a
 * reload loop: within 10 s on the same path there is no second reload.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_MARKER = 'nw:chunk-reload';

/** The inline head script records script elements that fail before the app can listen. */
export const FAILED_CHUNKS_GLOBAL = '__nwFailedChunks';

interface Marker {
  path: string;
  at: number;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  path: string;
  now: number;
  reload: () => void;
}

/** webpack's ChunkLoadError, a failed dynamic import, or a failed CSS chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name = '', message = '' } = error as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message)
  );
}

function readMarker(storage: ReloadEnvironment['storage']): Marker | null {
  try {
    const marker = JSON.parse(storage?.getItem(CHUNK_RELOAD_MARKER) ?? 'null') as Marker | null;
    return marker && typeof marker.path === 'string' && typeof marker.at === 'number' ? marker : null;
  } catch {
    return null;
  }
}

/**
 * Reloads unless this path was reloaded for the same reason less than 10 s ago.
 * Returns whether it reloaded. Without session storage it never reloads: nothing could
 * stop a loop.
 */
export function reloadOnce({ storage, path, now, reload }: ReloadEnvironment): boolean {
  if (!storage) return false;
  const marker = readMarker(storage);
  if (marker && marker.path === path && now - marker.at < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_MARKER, JSON.stringify({ path, at: now } satisfies Marker));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A script of this site (not a third party's) that failed to load. */
export function isOwnScript(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return url.origin === origin && url.pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/**
 * The inline script for <head>: it only records which scripts failed before the app's
 * own code runs (an async chunk can fail first); recoverFromChunkError decides.
 */
export const recordFailedScriptsInline =
  `window.${FAILED_CHUNKS_GLOBAL}=[];addEventListener('error',function(e){var t=e.target;` +
  `if(t&&t.tagName==='SCRIPT'&&t.src)window.${FAILED_CHUNKS_GLOBAL}.push(t.src)},true);`;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let reloading: boolean | null = null;

/**
 * Reloads the page once for a chunk failure, deciding at most once per page load (a chunk
 * that failed at start fails again later through webpack's timeout). Returns whether the
 * page is reloading.
 */
export function recoverFromChunkError(): boolean {
  reloading ??= reloadOnce({
    storage: sessionStorageOrNull(),
    path: window.location.pathname,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
  return reloading;
}

/** Listens for chunk failures for the life of the page, including those recorded before. */
export function installChunkErrorRecovery(): void {
  const origin = window.location.origin;
  const recorded = (window as unknown as Record<string, string[] | undefined>)[FAILED_CHUNKS_GLOBAL] ?? [];
  if (recorded.some((src) => isOwnScript(src, origin))) recoverFromChunkError();
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target?.tagName === 'SCRIPT' && isOwnScript(target.src, origin)) recoverFromChunkError();
      else if (isChunkLoadError(event.error)) recoverFromChunkError();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError();
  });
}
