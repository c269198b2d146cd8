/**
 * New-version detection (§4): every build writes builds/latest.json with a unique id and
 * bakes the same id into its JavaScript. The page polls the manifest every 5 minutes and
 * when the tab becomes visible again; when the id differs from the one it loaded with, it
 * raises the update event once. Failed polls are ignored: the next one tries again.
 */
import type { BuildManifest } from './api/types';

export const UPDATE_POLL_INTERVAL_MS = 5 * 60_000;
/** Raised on window, with the new manifest as `detail`. */
export const UPDATE_EVENT = 'nw:update-available';

export interface UpdatePollerOptions {
  currentId: string;
  fetchManifest: () => Promise<BuildManifest>;
  onUpdate: (manifest: BuildManifest) => void;
  intervalMs?: number;
  /** Where visibilitychange is heard. */
  doc?: Document;
}

/** Starts polling; returns a function that stops it. */
export function startUpdatePoller({
  currentId,
  fetchManifest,
  onUpdate,
  intervalMs = UPDATE_POLL_INTERVAL_MS,
  doc = document,
}: UpdatePollerOptions): () => void {
  let stopped = false;
  let inFlight = false;

  const check = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      const manifest = await fetchManifest();
      if (!stopped && typeof manifest?.id === 'string' && manifest.id && manifest.id !== currentId) {
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

  function stop() {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}

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
