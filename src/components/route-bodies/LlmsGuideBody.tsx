import React from 'react';
import { useTranslation } from '../useTranslation';
import { useLocale } from '../locale-context';
import type { RouteBodyProps } from './body-props';
import * as styles from './bodies.module.css';

/** api/llms: the llms.txt text of the page's locale (built by gatsby/llms.ts). */
export default function LlmsGuideBody({ data }: RouteBodyProps) {
  const { t } = useTranslation('utility');
  const { name } = useLocale();
  const text = data.llmsGuide?.text;
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('llms.pageIntro', { language: name })}</p>
      <p>
        <a href="/llms.txt">{t('llms.rootFile')}</a>
      </p>
      {text && (
        <section className={styles.guide} aria-label={t('llms.textLabel', { language: name })} tabIndex={0}>
          <pre className={styles.guideText}>{text}</pre>
        </section>
      )}
    </div>
  );
}
