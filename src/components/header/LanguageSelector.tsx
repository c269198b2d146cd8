import React, { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { navigateWithStrings } from '../../lib/shared-strings';
import { useLocation } from '@reach/router';
import { useTranslation } from '../useTranslation';
import { languageOptions, type LocaleEntry } from '../../lib/locales';
import { languageCookie, languageOptionHref, selectedLanguageOption } from '../../lib/navigation';
import { useLocale } from '../locale-context';
import { NO_SCRIPT_FORMS } from '../../lib/early-taps';
import { Icon } from './icons';
import * as styles from './LanguageSelector.module.css';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The language dropdown (§2): the options this locale offers, each leading to the same
 * route under its prefix. It closes on an outside click and on Escape.
 */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const options = languageOptions(locale.code);
  const selected = selectedLanguageOption(options, locale.code);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Captured: React stops the events inside page parts it has not hydrated yet before they bubble up.
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (option: LocaleEntry, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    document.cookie = languageCookie(option.code);
    setOpen(false);
    // A built locale is a page of this site: move there without a full reload.
    if (option.built && isPlainClick(event)) {
      event.preventDefault();
      void navigateWithStrings(href, navigate);
    }
  };

  return (
    <div ref={rootRef} className={styles.selector}>
      <button
        ref={buttonRef}
        type="submit"
        form={NO_SCRIPT_FORMS.languages}
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t('nav.language')}: </span>
        <span className={styles.current} lang={selected?.tag}>
          {selected?.name}
        </span>
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      {/* Rendered on open only: the links need the address the browser shows (client-only routes, query). */}
      {open && (
        <div id={listId} className={styles.panel}>
          <p className={styles.heading} aria-hidden="true">
            {t('nav.language')}
          </p>
          <ul className={styles.options} aria-label={t('nav.language')}>
            {options.map((option) => {
              const href = languageOptionHref(option, pathname, search);
              const isSelected = option.code === selected?.code;
              return (
                <li key={option.code}>
                  <a
                    href={href}
                    className={styles.option}
                    lang={option.tag}
                    hrefLang={option.hreflang ?? option.tag}
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={choose(option, href)}
                  >
                    <span className={styles.flag} aria-hidden="true">
                      {option.flag}
                    </span>
                    <span>{option.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
