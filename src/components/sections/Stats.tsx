import React from 'react';
import { graphql } from 'gatsby';
import { statFigure } from '../../lib/sections/figures';
import { useLocale } from '../locale-context';
import { useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Stats.module.css';

/** A strip of key figures: markets, spreads from, leverage up to, execution speed. */
export default function Stats({ section }: { section: Queries.StatsSectionDataFragment }) {
  const { tag } = useLocale();
  const { t } = useTexts();
  return (
    <SectionFrame section={section} className={styles.band}>
      <dl className={styles.stats}>
        {section.items.map((item) => (
          <div key={item.id} className={styles.stat}>
            <dt className={styles.label}>{t(`${section.key}.items.${item.id}`)}</dt>
            <dd className={styles.value}>{statFigure(item.value, item.format, tag, t)}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment StatsSectionData on StatsSection {
    id
    key
    items {
      id
      value
      format
    }
  }
`;
