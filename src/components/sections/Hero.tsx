import React from 'react';
import { graphql } from 'gatsby';
import { site } from '../../lib/site';
import { Actions, CheckList } from './Actions';
import { useTexts } from './context';
import { SectionImage } from './SectionImage';
import * as styles from './Hero.module.css';

/** The home page's opening: the brand, what it offers, the two ways in, and its illustration (the LCP element). */
export default function Hero({ section }: { section: Queries.HeroSectionDataFragment }) {
  const { t } = useTexts();
  return (
    <section id={section.id} className={styles.hero} aria-labelledby={`${section.id}-title`}>
      <div className={`container ${styles.layout}`}>
        <div>
          <h1 id={`${section.id}-title`} className={styles.brand}>
            {site.brand.name}
          </h1>
          <p className={styles.headline}>{t(`${section.key}.title`)}</p>
          <p className={styles.text}>{t(`${section.key}.text`)}</p>
          <CheckList items={section.points.map((point) => t(`${section.key}.points.${point}`))} className={styles.points} />
          <Actions actions={section.actions} />
          <p className={styles.risk}>{t(`${section.key}.risk`)}</p>
        </div>
        <SectionImage name={section.heroImage} className={styles.image} eager />
      </div>
    </section>
  );
}

export const fragment = graphql`
  fragment HeroSectionData on HeroSection {
    id
    key
    heroImage: image
    points
    actions {
      ...ActionData
    }
  }
`;
