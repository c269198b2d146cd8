import React from 'react';
import { graphql } from 'gatsby';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../locale-context';
import { Actions } from './Actions';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Steps.module.css';

/** Numbered steps (open an account, deposit, copy a strategy…). */
export default function Steps({ section }: { section: Queries.StepsSectionDataFragment }) {
  const { t } = useTexts();
  const { tag } = useLocale();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <ol className={styles.steps}>
        {section.steps.map((item, index) => (
          <li key={item} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {formatNumber(tag, index + 1)}
            </span>
            <ItemHeading className={styles.title}>{t(`${section.key}.items.${item}.title`)}</ItemHeading>
            <p className={styles.text}>{t(`${section.key}.items.${item}.text`)}</p>
          </li>
        ))}
      </ol>
      <Actions actions={section.actions} />
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment StepsSectionData on StepsSection {
    id
    key
    steps: items
    actions {
      ...ActionData
    }
  }
`;
