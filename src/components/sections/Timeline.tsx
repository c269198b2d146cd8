import React from 'react';
import { graphql } from 'gatsby';
import { formatYear } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Timeline.module.css';

/** Milestones along a line, oldest first, each with its year, a title and a sentence. */
export default function Timeline({ section }: { section: Queries.TimelineSectionDataFragment }) {
  const { tag } = useLocale();
  const { t } = useTexts();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <ol className={styles.timeline}>
        {section.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <time className={styles.year} dateTime={String(item.year)}>
              {formatYear(tag, item.year)}
            </time>
            <ItemHeading className={styles.title}>{t(`${section.key}.items.${item.id}.title`)}</ItemHeading>
            <p className={styles.text}>{t(`${section.key}.items.${item.id}.text`)}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment TimelineSectionData on TimelineSection {
    id
    key
    items {
      id
      year
    }
  }
`;
