import React, { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../useTranslation';
import { availableUpdate, onUpdateAvailable } from '../../lib/update-poller';
import * as styles from './UpdateNotice.module.css';
import * as shared from './notices.module.css';

const subscribe = (listener: () => void) => onUpdateAvailable(listener);
const noUpdateOnServer = () => null;

/** "A new version is available — reload": shown once the update poller has seen a newer build. */
export function UpdateNotice() {
  const { t } = useTranslation('runtime');
  const update = useSyncExternalStore(subscribe, availableUpdate, noUpdateOnServer);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!update || dismissed === update.id) return null;
  return (
    <aside className={styles.notice} aria-labelledby="update-notice-text">
      <p id="update-notice-text" role="status" className={shared.text}>
        {t('update.message')}
      </p>
      <div className={shared.actions}>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('update.reload')}
        </button>
        <button type="button" className={shared.textButton} onClick={() => setDismissed(update.id)}>
          {t('update.later')}
        </button>
      </div>
    </aside>
  );
}
