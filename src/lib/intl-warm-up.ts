/**
 * The browser's first Intl.NumberFormat costs 20–40 ms on this project's test machine (more on
 * a phone): ICU loads its number data. ICU keeps that data for the whole renderer process, so
 * a worker that formats once while the page's code loads makes the main thread's first
 * formatter cost well under a millisecond (measured in Chromium), and the page hydrates with
 * no Intl start-up in its tasks.
 */

import { startScriptWorker } from './script-worker';

/** Runs in the worker: one formatter of each kind that src/lib/format.ts and i18next use. */
function formatOnce(tag: string): void {
  new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).format(1234.5);
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(tag).select(1);
}

/** The worker's whole source: format in the language, then end. */
export const warmUpScript = (tag: string): string => `(${formatOnce.toString()})(${JSON.stringify(tag)});close();`;

/** Starts the worker; where workers are unavailable (or refused), the page formats as before. */
export function warmUpIntl(tag: string): void {
  startScriptWorker(warmUpScript(tag));
}
