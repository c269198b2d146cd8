import React from 'react';
import { graphql } from 'gatsby';
import { formatYear } from '../../lib/format';
import { useLocale } from '../locale-context';
import { AwardEmblem } from './AwardEmblem';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Awards.module.css';

/** The awards by year, newest first: each with its emblem, its name and the body that gave it. */
export default function Awards({ section }: { section: Queries.AwardsSectionDataFragment }) {
  const { tag } = useLocale();
  const { t, text } = useTexts();
  const nested = useHeadingLevel() === 3;
  const YearHeading = nested ? 'h4' : 'h3';
  const AwardHeading = nested ? 'h5' : 'h4';
  return (
    <SectionFrame section={section}>
      <div className={styles.years}>
        {section.years.map(({ year, awards }) => (
          <section key={year} className={styles.year} aria-labelledby={`${section.id}-${year}`}>
            <YearHeading id={`${section.id}-${year}`} className={styles.yearTitle}>
              <time dateTime={String(year)}>{formatYear(tag, year)}</time>
            </YearHeading>
            <ul className={styles.grid}>
              {awards.map((award) => (
                <li key={award.id} className={styles.card}>
                  <AwardEmblem emblem={award.emblem} className={styles.emblem} />
                  <div>
                    <AwardHeading className={styles.name}>{text(award.name)}</AwardHeading>
                    <p className={styles.body}>{t('about:awardsList.awardedBy', { body: award.body })}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment AwardsSectionData on AwardsSection {
    id
    key
    years {
      year
      awards {
        id
        name {
          ...TextData
        }
        body
        emblem
      }
    }
  }
`;
