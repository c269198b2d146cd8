import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import type { i18n } from 'i18next';
import { localeCookie } from '../../lib/locale-detection';
import { loadLocaleStrings } from '../../lib/locale-strings';
import { defaultLocale, localizedPath, type BuiltLocale } from '../../lib/locales';
import * as styles from './LocaleSuggestion.module.css';
import * as shared from './notices.module.css';

const remember = (code: string) => {
  try {
    document.cookie = localeCookie(code, window.location.protocol === 'https:');
  } catch {
    // Cookies blocked: the offer simply comes back next time.
  }
};

/** The offer of a guessed language, in that language; either answer is remembered in the cookie. */
export default function LocaleSuggestion({ locale }: { locale: BuiltLocale }) {
  const [strings, setStrings] = useState<i18n | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadLocaleStrings(locale)
      .then((loaded) => {
        if (!cancelled) setStrings(loaded);
      })
      .catch(() => undefined); // no banner without its words
    return () => {
      cancelled = true;
    };
  }, [locale]);
  if (!strings || dismissed) return null;

  const t = strings.getFixedT(locale.translationSet, 'runtime');
  return (
    <aside className={styles.banner} lang={locale.tag} dir={locale.dir} aria-labelledby="locale-suggestion-text">
      <p id="locale-suggestion-text" className={shared.text}>
        {t('localeSuggestion.message')}
      </p>
      <div className={shared.actions}>
        {/* The language's own name, as the language selector shows it. */}
        <Link className="button button-primary" to={localizedPath(locale.code, '')} onClick={() => remember(locale.code)}>
          {locale.name}
        </Link>
        <button
          type="button"
          className={shared.textButton}
          onClick={() => {
            remember(defaultLocale);
            setDismissed(true);
          }}
        >
          {t('localeSuggestion.stay')}
        </button>
      </div>
    </aside>
  );
}
