import React, { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getLocation } from '../../lib/api/endpoints';
import { applyConsent } from '../../lib/consent/apply';
import { readChoice } from '../../lib/consent/choice';
import { categoryIds, consentSettings } from '../../lib/consent/settings';
import { currentConsent, onConsentChange, onSettingsRequest, setConsent, takeSettingsRequest } from '../../lib/consent/state';
import { askByLocale, asks } from '../../lib/consent/where-to-ask';
import { defaultLocale, findPublishedLocale, type BuiltLocale } from '../../lib/locales';
import { ThirdPartyScripts } from '../runtime/ThirdPartyScripts';
import { useLatest } from '../useLatest';
import { preloadConsentStrings } from './consent-strings';

// The dialog's code loads only when it shows: on a first visit, or from the footer's link.
const ConsentDialog = lazy(() => import('./ConsentDialog'));

/** The page's cookies, or none where they cannot be read (a sandboxed frame throws): the dialog then asks. */
const cookiesOrNone = (): string => {
  try {
    return document.cookie;
  } catch {
    return '';
  }
};

/** Whether this visitor is asked (data/consent.json, askIn); the country is looked up only when the rule needs it. */
async function visitorIsAsked(localeCode: string): Promise<boolean> {
  const rule = consentSettings.askIn;
  const byLocale = askByLocale(rule, localeCode);
  if (byLocale !== 'country') return byLocale === 'ask';
  const country = await getLocation().then(
    (location) => location.countryCode,
    () => undefined,
  );
  return asks(rule, localeCode, country);
}

/**
 * The cookie consent of every page, mounted once the page has hydrated (RuntimeServices) and kept
 * across navigation: puts a stored choice in force, or asks (the dialog), or, where the
 * site does not ask, turns the optional categories on; opens the settings when the footer's link
 * asks; applies every change to the site's own storage; renders the granted third-party scripts.
 */
export default function ConsentService({ locale: code }: { locale: string }) {
  const locale = findPublishedLocale(code) ?? (findPublishedLocale(defaultLocale) as BuiltLocale);
  const firstLocale = useLatest(locale);
  const [asking, setAsking] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [dialogShownOnce, setDialogShownOnce] = useState(false);

  useEffect(
    () =>
      onConsentChange(() => {
        const consent = currentConsent();
        if (consent) applyConsent(consent);
      }),
    [],
  );

  useEffect(() => {
    const stored = readChoice(cookiesOrNone());
    if (stored) {
      setConsent({ granted: new Set(stored.granted), origin: 'stored' });
      return undefined;
    }
    // The dialog's strings are fetched while the rule is read, beside its code.
    if (askByLocale(consentSettings.askIn, firstLocale.current.code) !== 'skip') preloadConsentStrings(firstLocale.current);
    let current = true;
    void visitorIsAsked(firstLocale.current.code).then((asked) => {
      if (!current) return;
      if (asked) setAsking(true);
      else setConsent({ granted: new Set(categoryIds()), origin: 'unasked' });
    });
    return () => {
      current = false;
    };
  }, [firstLocale]);

  useEffect(() => {
    const open = () => {
      if (takeSettingsRequest()) setSettingsOpen(true);
    };
    open();
    return onSettingsRequest(open);
  }, []);

  const onChosen = useCallback(() => {
    setAsking(false);
    setSettingsOpen(false);
  }, []);
  const onSettings = useCallback((open: boolean) => setSettingsOpen(open), []);

  const dialogShown = asking || settingsOpen;
  useEffect(() => {
    if (dialogShown) setDialogShownOnce(true);
  }, [dialogShown]);

  return (
    <>
      <ThirdPartyScripts language={locale.tag} />
      {(dialogShown || dialogShownOnce) && (
        <Suspense fallback={null}>
          <ConsentDialog locale={locale} asking={asking} settingsOpen={settingsOpen} onSettings={onSettings} onChosen={onChosen} />
        </Suspense>
      )}
    </>
  );
}
