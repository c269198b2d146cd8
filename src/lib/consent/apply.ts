/**
 * What a consent changes on this site itself, whenever it comes into force: the storage of every
 * category not granted is removed (also what was stored before this choice, or before the site
 * asked), and the campaign codes are kept in cookies only with the marketing category.
 * Third-party scripts follow it in src/components/runtime/ThirdPartyScripts.tsx.
 */
import { applyTrackingConsent } from '../tracking';
import { consentSettings, TRACKING_CATEGORY, type ConsentSettings } from './settings';
import type { ConsentState } from './state';
import { removeStorage } from './storage-cleanup';

export function applyConsent(state: ConsentState, settings: ConsentSettings = consentSettings): void {
  removeStorage(settings.categories.filter((category) => !state.granted.has(category.id)).flatMap((category) => category.storage));
  applyTrackingConsent(state.granted.has(TRACKING_CATEGORY));
}
