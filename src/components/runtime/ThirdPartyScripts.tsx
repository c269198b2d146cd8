import React, { useEffect, useState } from 'react';
import { Script } from 'gatsby';
import { TRANSLATE_ELEMENT_ID, afterPageLoad, prepareThirdParty, thirdPartyScripts, thirdPartySettings } from '../../lib/third-party';
import { defaultLocale, findPublishedLocale, localeFromPath } from '../../lib/locales';
import * as styles from './ThirdPartyScripts.module.css';

const settings = thirdPartySettings();
const scripts = thirdPartyScripts(settings);
const ignoreFailure = () => undefined; // a third party that fails to load takes nothing down with it

/**
 * The third-party scripts of §1, rendered beside every page (they stay mounted across navigation) and
 * only from 100 ms after the window's load event.
 */
export function ThirdPartyScripts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (scripts.length === 0) return undefined;
    return afterPageLoad(() => {
      const locale = localeFromPath(window.location.pathname) ?? findPublishedLocale(defaultLocale);
      try {
        prepareThirdParty(settings, locale?.tag ?? defaultLocale);
      } catch {
        // nothing of ours may fail because of them
      }
      setReady(true);
    });
  }, []);
  if (!ready) return null;
  return (
    <>
      {scripts.map(({ id, src }) => (
        <Script key={id} id={id} src={src} strategy="post-hydrate" onError={ignoreFailure} />
      ))}
      {settings.translateWidget && <div id={TRANSLATE_ELEMENT_ID} className={styles.translate} />}
    </>
  );
}
