import React from 'react';
import { graphql } from 'gatsby';
import { formatYear } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Trust.module.css';

/** The regulatory trust bar: the regulated entities with their licences, and the awards. */
export default function Trust({ section }: { section: Queries.TrustSectionDataFragment }) {
  const { t, text } = useTexts();
  const { tag } = useLocale();
  const SubHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <div className={styles.columns}>
        <div>
          <SubHeading className={styles.subtitle}>{t('sections:trust.regulators')}</SubHeading>
          <ul className={styles.regulators}>
            {section.regulators.map((regulator) => (
              <li key={regulator.id}>
                <Icon name="shield" className={styles.icon} />
                <span>
                  <span className={styles.name}>{t(`sections:entities.${regulator.id}`)}</span>
                  <span className={styles.licence} dir="ltr">
                    {regulator.licence}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {section.awards.length > 0 && (
          <div>
            <SubHeading className={styles.subtitle}>{t('sections:trust.awards')}</SubHeading>
            <ul className={styles.awards}>
              {section.awards.map((award) => (
                <li key={award.id}>
                  <Icon name="star" className={styles.icon} />
                  <span>
                    <span className={styles.name}>{text(award.name)}</span>
                    <span className={styles.licence}>{formatYear(tag, award.year)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment TrustSectionData on TrustSection {
    id
    key
    regulators {
      id
      licence
    }
    awards {
      id
      year
      name {
        ...TextData
      }
    }
  }
`;
