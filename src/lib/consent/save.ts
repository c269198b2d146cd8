/**
 * A visitor's choice, made in the dialog: kept in its cookie, put in force at once (state.ts),
 * and recorded by the API. The record is the site's accountability, not the visitor's: the choice
 * holds whether or not it arrives.
 */
import { sendConsentRecord } from '../api/endpoints';
import { consentCookie, orderedGrant, type ConsentChoice } from './choice';
import { consentSettings } from './settings';
import { setConsent } from './state';

export function saveChoice(granted: Iterable<string>, localeCode: string, now: number = Date.now()): ConsentChoice {
  const choice: ConsentChoice = { version: consentSettings.version, granted: orderedGrant(granted), decidedAt: now };
  try {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  } catch {
    // Cookies blocked: the choice holds for this page view, and the dialog asks again on the next.
  }
  setConsent({ granted: new Set(choice.granted), origin: 'chosen' });
  sendConsentRecord({ version: choice.version, categories: choice.granted, language: localeCode }).catch(() => undefined);
  return choice;
}
