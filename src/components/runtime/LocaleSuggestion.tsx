import React, { useEffect, useState } from 'react';
import { Link, navigate } from 'gatsby';
import type { i18n } from 'i18next';
import { decideAtRoot, localeCookie } from '../../lib/locale-detection';
import { loadLocaleStrings } from '../../lib/locale-strings';
import { defaultLocale, localizedPath, type BuiltLocale } from '../../lib/locales';
import * as styles from './LocaleSuggestion.module.css';
import * as shared from './notices.module.css';

interface Offer {
  locale: BuiltLocale;
  strings: i18n;
}

const remember = (code: string) => {
  try {
    document.cookie = localeCookie(code, window.location.protocol === 'https:');
  } catch {
    // Cookies blocked: the offer simply comes back next time.
  }
};

/**
 * At `/` only: a language the visitor chose before (cookie) opens its home page; a language
 * guessed from the browser or the host is offered in a small banner, in that language.
 */
export default function LocaleSuggestion() {
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const decision = decideAtRoot({
      cookies: document.cookie,
      languages: navigator.languages ?? [navigator.language],
      host: window.location.hostname,
    });
    if (decision.action === 'redirect') {
      void navigate(decision.to, { replace: true });
      return;
    }
    if (decision.action === 'stay') return;
    let cancelled = false;
    loadLocaleStrings(decision.locale)
      .then((strings) => {
        if (!cancelled) setOffer({ locale: decision.locale, strings });
      })
      .catch(() => undefined); // no banner without its words
    return () => {
      cancelled = true;
    };
  }, []);
  if (!offer) return null;

  const { locale, strings } = offer;
  const t = strings.getFixedT(locale.translationSet, 'runtime');
  return (
    <aside className={styles.banner} lang={locale.tag} dir={locale.dir} aria-labelledby="locale-suggestion-text">
      <p id="locale-suggestion-text" className={shared.text}>
        {t('localeSuggestion.message', { language: locale.name })}
      </p>
      <div className={shared.actions}>
        <Link className="button button-primary" to={localizedPath(locale.code, '')} onClick={() => remember(locale.code)}>
          {t('localeSuggestion.switch', { language: locale.name })}
        </Link>
        <button
          type="button"
          className={shared.textButton}
          onClick={() => {
            remember(defaultLocale);
            setOffer(null);
          }}
        >
          {t('localeSuggestion.stay')}
        </button>
      </div>
    </aside>
  );
}
