import React, { Suspense, lazy, useEffect, useState } from 'react';
import { navigate } from 'gatsby';
import { navigateWithStrings } from '../../lib/shared-strings';
import { decideAtRoot } from '../../lib/locale-detection';
import type { BuiltLocale } from '../../lib/locales';

// Its code and strings load only for a visitor who gets an offer.
const LocaleSuggestion = lazy(() => import(/* webpackChunkName: "locale-suggestion" */ './LocaleSuggestion'));

/**
 * At `/` only: a language the visitor chose before (cookie) opens its home page; a language
 * guessed from the browser or the host is offered in a small banner, never forced.
 */
export default function LocaleAtRoot() {
  const [offer, setOffer] = useState<BuiltLocale | null>(null);
  useEffect(() => {
    const decision = decideAtRoot({
      cookies: document.cookie,
      languages: navigator.languages ?? [navigator.language],
      host: window.location.hostname,
    });
    if (decision.action === 'redirect') void navigateWithStrings(decision.to, navigate, { replace: true });
    else if (decision.action === 'offer') setOffer(decision.locale);
  }, []);
  return offer ? (
    <Suspense fallback={null}>
      <LocaleSuggestion locale={offer} />
    </Suspense>
  ) : null;
}
