import React from 'react';
import { graphql } from 'gatsby';
import { ActionLink } from './Actions';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Features.module.css';
import * as shared from './Sections.module.css';

/** A grid of cards: an icon, a title and a sentence each; a card with a link is clickable as a whole. */
export default function Features({ section }: { section: Queries.FeaturesSectionDataFragment }) {
  const { text } = useTexts();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <ul className={`${styles.grid} ${styles[`columns${section.columnCount}`]}`}>
        {section.features.map((item) => (
          <li key={item.id} className={`${styles.card} ${item.action ? styles.linked : ''}`}>
            {item.icon && (
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
            )}
            <ItemHeading className={styles.title}>
              {item.action ? (
                <ActionLink action={item.action} variant="plain" className={styles.link}>
                  {text(item.title)}
                </ActionLink>
              ) : (
                text(item.title)
              )}
            </ItemHeading>
            {item.text && <p className={styles.text}>{text(item.text)}</p>}
            {item.action && (
              <span className={styles.more} aria-hidden="true">
                {text(item.action.label)}
                <Icon name="arrow" className={shared.arrow} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment FeaturesSectionData on FeaturesSection {
    id
    key
    columnCount: columns
    features: items {
      id
      title {
        ...TextData
      }
      text {
        ...TextData
      }
      icon
      action {
        ...ActionData
      }
    }
  }
`;
