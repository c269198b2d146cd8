import React, { useId } from 'react';
import { useTranslation } from '../useTranslation';
import { Modal } from '../dialogs/Modal';
import type { SiteDialogProps } from '../dialogs/dialog-props';
import { ToastViewport } from '../toast/ToastProvider';
import { SignUpCarousel } from './SignUpCarousel';
import { SignUpForm } from './SignUpForm';
import * as styles from './SignUpDialog.module.css';

/**
 * The live-account pop-up (§2): the form on one side, the carousel on the other. Loaded
 * on first open (DialogHost), so formik, yup and the country list stay out of every
 * page's first-load JavaScript.
 */
export default function SignUpDialog({ onClose }: SiteDialogProps) {
  const { t } = useTranslation('signup');
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.intro}>{t('intro')}</p>
          <SignUpForm onRegistered={onClose} />
        </div>
        <SignUpCarousel />
      </div>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <ToastViewport />
    </Modal>
  );
}
