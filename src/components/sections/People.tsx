import React from 'react';
import { graphql } from 'gatsby';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './People.module.css';

/** The first letters of the first and last names: the portrait stands in for a photograph. */
const initials = (name: string): string => {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words[words.length - 1]].map((word) => word?.charAt(0) ?? '').join('');
};

/** People of the company: a monogram, the name, the role and a short biography. */
export default function People({ section }: { section: Queries.PeopleSectionDataFragment }) {
  const { t } = useTexts();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <ul className={styles.grid}>
        {section.items.map((person) => (
          <li key={person.id} className={styles.card}>
            <span className={styles.monogram} aria-hidden="true">
              {initials(person.name)}
            </span>
            <div>
              <ItemHeading className={styles.name}>
                <bdi>{person.name}</bdi>
              </ItemHeading>
              <p className={styles.role}>{t(`${section.key}.items.${person.id}.role`)}</p>
            </div>
            <p className={styles.bio}>{t(`${section.key}.items.${person.id}.bio`)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment PeopleSectionData on PeopleSection {
    id
    key
    items {
      id
      name
    }
  }
`;
