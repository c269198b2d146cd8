import React, { Suspense } from 'react';
import { graphql } from 'gatsby';
import { LeadForm } from '../lead-form';
import { CheckList } from './Actions';
import { useTexts } from './context';
import { SectionFrame, SectionTitle } from './SectionFrame';
import * as styles from './LeadFormSection.module.css';
import * as media from './Media.module.css';

/**
 * A lead form beside its pitch: the e-book request, the contact form. The form loads as
 * its own chunk (Formik and yup stay out of every page's first-load JavaScript); the page
 * HTML holds it in full.
 */
export default function LeadFormSection({ section }: { section: Queries.LeadFormSectionDataFragment }) {
  const { t, optional } = useTexts();
  const title = optional(`${section.key}.title`);
  const text = optional(`${section.key}.text`);
  return (
    <SectionFrame section={section} bare>
      <div className={styles.layout}>
        <div>
          {title && <SectionTitle id={section.id}>{title}</SectionTitle>}
          {text && <p className={media.text}>{text}</p>}
          <CheckList items={section.points.map((point) => t(`${section.key}.points.${point}`))} />
        </div>
        <Suspense fallback={null}>
          <LeadForm kind={section.kind} privacyPath={section.privacyPath} />
        </Suspense>
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment LeadFormSectionData on LeadFormSection {
    id
    key
    kind
    points
    privacyPath
  }
`;
