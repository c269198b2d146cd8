import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'gatsby';
import { saveChoice } from '../../lib/consent/save';
import { categoryIds, consentSettings } from '../../lib/consent/settings';
import { currentConsent } from '../../lib/consent/state';
import { localizedPath, type BuiltLocale } from '../../lib/locales';
import { routeLink } from '../../lib/route-links';
import { Modal, ModalHead } from '../dialogs/Modal';
import { useTranslation } from '../useTranslation';
import { CONSENT_NAMESPACE, useConsentStrings } from './consent-strings';
import * as styles from './ConsentDialog.module.css';

export interface ConsentDialogProps {
  locale: BuiltLocale;
  /** The first layer shows: the visitor has not chosen yet. */
  asking: boolean;
  settingsOpen: boolean;
  onSettings: (open: boolean) => void;
  /** A choice has been made (and saved). */
  onChosen: () => void;
}

/**
 * A container first in the body, so that the first layer comes first in the reading and tab order,
 * before the page's skip link (as GOV.UK places its cookie banner): a visitor meets the question
 * before the page, without being made to answer it.
 */
function AtBodyStart({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    setContainer(element);
    return () => element.remove();
  }, []);
  return container ? createPortal(children, container) : null;
}

/**
 * The cookie consent dialog (issue: consent before tracking). Its first layer is a region, not a
 * modal: the page stays usable, focus is not taken, and "Accept all" and "Reject all" are the same
 * button. "Settings" opens the second layer, a modal dialog (focus kept inside while it is open)
 * with each category, none pre-selected on a first visit. The footer's "Cookie settings" opens the
 * second layer with the choice in force.
 */
export default function ConsentDialog({ locale, asking, settingsOpen, onSettings, onChosen }: ConsentDialogProps) {
  const strings = useConsentStrings(locale);
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const [saved, setSaved] = useState(false);
  if (strings !== 'ready') return null;

  const choose = (granted: Iterable<string>) => {
    saveChoice(granted, locale.code);
    setSaved(true);
    onChosen();
  };
  const acceptAll = () => choose(categoryIds());
  const rejectAll = () => choose([]);

  return (
    <AtBodyStart>
      <div lang={locale.tag} dir={locale.dir}>
        {asking && <ConsentBanner locale={locale} acceptAll={acceptAll} rejectAll={rejectAll} openSettings={() => onSettings(true)} />}
        {settingsOpen && <ConsentSettings onClose={() => onSettings(false)} choose={choose} acceptAll={acceptAll} rejectAll={rejectAll} />}
        <p role="status" className="visually-hidden">
          {saved ? t('saved') : ''}
        </p>
      </div>
    </AtBodyStart>
  );
}

interface BannerProps {
  locale: BuiltLocale;
  acceptAll: () => void;
  rejectAll: () => void;
  openSettings: () => void;
}

/**
 * The first layer's height, as `--consent-banner-height` on the root while it shows: the page
 * scrolls its end and a focused element clear of it, and the update notice sits above it
 * (ConsentDialog.module.css, UpdateNotice.module.css).
 */
function useHeightOnRoot() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);
  return ref;
}

function ConsentBanner({ locale, acceptAll, rejectAll, openSettings }: BannerProps) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const titleId = `${useId()}consent-title`;
  return (
    <section ref={useHeightOnRoot()} className={styles.banner} aria-labelledby={titleId} data-consent-banner="">
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('banner.title')}
        </h2>
        <p className={styles.text}>{t('banner.intro')}</p>
        {/* Each optional category's purpose in short (the settings describe them), an item each: short
            blocks, never one large paragraph, which would be the page's largest paint (LCP) on a phone. */}
        <div className={styles.purposes}>
          <ul>
            {consentSettings.categories.map(({ id }) => (
              <li key={id}>{t(`banner.purposes.${id}`)}</li>
            ))}
          </ul>
          <Link to={localizedPath(locale.code, routeLink('about-privacy-policy'))}>{t('banner.privacy')}</Link>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={acceptAll}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button button-primary" onClick={rejectAll}>
          {t('rejectAll')}
        </button>
        <button type="button" className="button button-secondary" onClick={openSettings}>
          {t('banner.settings')}
        </button>
      </div>
    </section>
  );
}

interface SettingsProps {
  onClose: () => void;
  choose: (granted: Iterable<string>) => void;
  acceptAll: () => void;
  rejectAll: () => void;
}

function ConsentSettings({ onClose, choose, acceptAll, rejectAll }: SettingsProps) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const id = useId();
  const titleId = `${id}title`;
  // The choice in force, or none: nothing is pre-selected for a visitor who has not chosen.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(currentConsent()?.granted ?? []));
  const toggle = (category: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.settings}>
      <ModalHead titleId={titleId} title={t('settings.title')} closeLabel={t('settings.close')} onClose={onClose} />
      <p className={styles.intro}>{t('settings.intro')}</p>
      <ul className={styles.categories}>
        <li className={styles.category}>
          <div className={styles.categoryHead}>
            <span className={styles.categoryName}>{t('categories.necessary.name')}</span>
            <span className={styles.alwaysOn}>{t('settings.alwaysOn')}</span>
          </div>
          <p className={styles.description}>{t('categories.necessary.description')}</p>
        </li>
        {consentSettings.categories.map(({ id: category }) => (
          <li key={category} className={styles.category}>
            <div className={styles.categoryHead}>
              <label htmlFor={`${id}${category}`} className={styles.categoryName}>
                {t(`categories.${category}.name`)}
              </label>
              <input
                id={`${id}${category}`}
                type="checkbox"
                role="switch"
                className={styles.toggle}
                checked={selected.has(category)}
                onChange={() => toggle(category)}
                aria-describedby={`${id}${category}-description`}
              />
            </div>
            <p id={`${id}${category}-description`} className={styles.description}>
              {t(`categories.${category}.description`)}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.settingsActions}>
        <button type="button" className="button button-primary" onClick={() => choose(selected)}>
          {t('settings.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={acceptAll}>
          {t('acceptAll')}
        </button>
        <button type="button" className="button button-secondary" onClick={rejectAll}>
          {t('rejectAll')}
        </button>
      </div>
    </Modal>
  );
}
