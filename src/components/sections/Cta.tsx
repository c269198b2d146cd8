import React from 'react';
import { graphql } from 'gatsby';
import { Actions } from './Actions';
import { useTexts } from './context';
import { SectionFrame, SectionTitle } from './SectionFrame';
import * as styles from './Cta.module.css';

/** A closing call to action on a dark band. */
export default function Cta({ section }: { section: Queries.CtaSectionDataFragment }) {
  const { t } = useTexts();
  return (
    <SectionFrame section={section} className={styles.cta} bare>
      <div className={styles.layout}>
        <div>
          <SectionTitle id={section.id} className={styles.title}>
            {t(`${section.key}.title`)}
          </SectionTitle>
          <p className={styles.text}>{t(`${section.key}.text`)}</p>
        </div>
        <Actions actions={section.actions} />
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment CtaSectionData on CtaSection {
    id
    key
    actions {
      ...ActionData
    }
  }
`;
