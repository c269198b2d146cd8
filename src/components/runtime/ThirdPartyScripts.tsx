import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Script } from 'gatsby';
import { consentSettings, type ThirdPartyKey } from '../../lib/consent/settings';
import { currentConsent, onConsentChange } from '../../lib/consent/state';
import {
  TRANSLATE_ELEMENT_ID,
  afterPageLoad,
  consentModeState,
  grantedScriptKeys,
  prepareTranslate,
  setChatShown,
  startTagManager,
  thirdPartyScripts,
  thirdPartySettings,
  updateConsentMode,
} from '../../lib/third-party';
import { useLatest } from '../useLatest';
import * as styles from './ThirdPartyScripts.module.css';

const scripts = thirdPartyScripts(thirdPartySettings());
const ignoreFailure = () => undefined; // a third party that fails to load takes nothing down with it
const noConsentOnServer = () => null;

/** Runs a third party's preparation without letting its failure reach the site. */
const guarded = (work: () => void) => {
  try {
    work();
  } catch {
    // nothing of ours may fail because of them
  }
};

/**
 * The third-party scripts of §1 that the visitor's consent grants (data/consent.json), rendered
 * beside every page (they stay mounted across navigation). A choice of an earlier visit loads
 * them from 100 ms after the window's load event; a choice made now, at once. A script once
 * loaded stays (a script cannot be unloaded): a withdrawal updates Consent Mode and hides the
 * chat, and the translate widget leaves the page.
 */
export function ThirdPartyScripts({ language }: { language: string }) {
  const consent = useSyncExternalStore(onConsentChange, currentConsent, noConsentOnServer);
  const [pageLoaded, setPageLoaded] = useState(false);
  const [started, setStarted] = useState<ReadonlySet<ThirdPartyKey>>(() => new Set());
  const startedRef = useRef(started);
  const applied = useRef<typeof consent>(null);
  const languageRef = useLatest(language);

  useEffect(() => (scripts.length > 0 ? afterPageLoad(() => setPageLoaded(true)) : undefined), []);

  useEffect(() => {
    if (!consent || !(pageLoaded || consent.origin === 'chosen') || applied.current === consent) return;
    applied.current = consent;
    const granted = grantedScriptKeys(consentSettings.categories, consent.granted);
    const available = new Set(scripts.map((script) => script.key));
    const before = startedRef.current;
    const state = consentModeState(consentSettings.categories, consent.granted);
    if (before.has('tagManager')) guarded(() => updateConsentMode(window, state));
    else if (granted.has('tagManager') && available.has('tagManager')) guarded(() => startTagManager(window, state));
    if (granted.has('translate') && !before.has('translate')) guarded(() => prepareTranslate(languageRef.current));
    if (before.has('chat')) setChatShown(granted.has('chat'));
    const next = new Set([...before, ...[...granted].filter((key) => available.has(key))]);
    if (next.size !== before.size) {
      startedRef.current = next;
      setStarted(next);
    }
  }, [consent, pageLoaded, languageRef]);

  const translateShown =
    started.has('translate') && consent !== null && grantedScriptKeys(consentSettings.categories, consent.granted).has('translate');
  return (
    <>
      {scripts
        .filter((script) => started.has(script.key))
        .map(({ id, src }) => (
          <Script key={id} id={id} src={src} strategy="post-hydrate" onError={ignoreFailure} />
        ))}
      {translateShown && <div id={TRANSLATE_ELEMENT_ID} className={styles.translate} />}
    </>
  );
}
