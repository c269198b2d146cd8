/**
 * New-version detection (§4): every build writes builds/latest.json with a unique id and the
 * version of its scripts (Gatsby's compilation hash, which every page carries as
 * window.___webpackCompilationHash). Nothing of a build is baked into its pages, so a build that
 * changes no page renders none again. The page reads the manifest when its services start, then
 * every 5 minutes and when the tab becomes visible again; it raises the update event once, when
 * the manifest's id differs from the first one it read, or when that first one's scripts are not
 * the page's own (a build came out between the page's load and that first read). Failed reads
 * are ignored: the next one tries again.
 */
import type { BuildManifest } from './api/types';

export const UPDATE_POLL_INTERVAL_MS = 5 * 60_000;
/** Raised on window, with the new manifest as `detail`. */
export const UPDATE_EVENT = 'nw:update-available';

export interface UpdatePollerOptions {
  /** The version of the scripts the page runs (window.___webpackCompilationHash). */
  runningScripts: string | undefined;
  fetchManifest: () => Promise<BuildManifest>;
  onUpdate: (manifest: BuildManifest) => void;
  intervalMs?: number;
  /** Where visibilitychange is heard. */
  doc?: Document;
}

/** Starts polling; returns a function that stops it. */
export function startUpdatePoller({
  runningScripts,
  fetchManifest,
  onUpdate,
  intervalMs = UPDATE_POLL_INTERVAL_MS,
  doc = document,
}: UpdatePollerOptions): () => void {
  let stopped = false;
  let inFlight = false;
  let seenId: string | null = null;

  const check = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      const manifest = await fetchManifest();
      if (stopped || typeof manifest?.id !== 'string' || !manifest.id) return;
      const newer = seenId === null ? isNewerThanPage(manifest, runningScripts) : manifest.id !== seenId;
      seenId ??= manifest.id;
      if (newer) {
        stop();
        onUpdate(manifest);
      }
    } catch {
      // Offline, a deploy in progress, a proxy error: ask again next time.
    } finally {
      inFlight = false;
    }
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  doc.addEventListener('visibilitychange', onVisible);
  // The build live when the page starts: later answers are compared with it.
  void check();

  function stop() {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}

/** Whether a manifest names other scripts than the page runs (a manifest without them says nothing). */
export const isNewerThanPage = (manifest: BuildManifest, runningScripts: string | undefined): boolean =>
  Boolean(manifest.scripts && runningScripts && manifest.scripts !== runningScripts);

/** The version of the scripts the page runs: the compilation hash Gatsby writes into every page. */
export const runningScriptsVersion = (): string | undefined =>
  (globalThis as { ___webpackCompilationHash?: string }).___webpackCompilationHash;

let available: BuildManifest | null = null;

/** The newer build, once one was seen (the update notice reads it). */
export const availableUpdate = (): BuildManifest | null => available;

/** Records the newer build and raises the update event. */
export function announceUpdate(manifest: BuildManifest, win: Window = window): void {
  available = manifest;
  win.dispatchEvent(new CustomEvent<BuildManifest>(UPDATE_EVENT, { detail: manifest }));
}

/** Subscribes to the update event (for useSyncExternalStore). */
export function onUpdateAvailable(listener: () => void, win: Window = window): () => void {
  win.addEventListener(UPDATE_EVENT, listener);
  return () => win.removeEventListener(UPDATE_EVENT, listener);
}
