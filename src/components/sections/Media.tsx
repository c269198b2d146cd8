import React from 'react';
import { graphql } from 'gatsby';
import { Actions, CheckList } from './Actions';
import { useTexts } from './context';
import { SectionFrame, SectionTitle } from './SectionFrame';
import { SectionImage } from './SectionImage';
import * as styles from './Media.module.css';

/** Text beside an illustration: a title, a paragraph, selling points and calls to action. */
export default function Media({ section }: { section: Queries.MediaSectionDataFragment }) {
  const { t, optional } = useTexts();
  const title = optional(`${section.key}.title`);
  return (
    <SectionFrame section={section} bare>
      <div className={[styles.layout, section.image ? styles.withImage : '', section.reverse ? styles.reverse : ''].join(' ')}>
        <div>
          {title && <SectionTitle id={section.id}>{title}</SectionTitle>}
          <p className={styles.text}>{t(`${section.key}.text`)}</p>
          <CheckList items={section.points.map((point) => t(`${section.key}.points.${point}`))} />
          <Actions actions={section.actions} />
        </div>
        <SectionImage name={section.image} className={styles.image} />
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment MediaSectionData on MediaSection {
    id
    key
    image
    points
    actions {
      ...ActionData
    }
    reverse
  }
`;
