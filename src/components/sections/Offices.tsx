import React from 'react';
import { graphql } from 'gatsby';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Offices.module.css';

/** The offices by region: city, country, what the office does, the address and the entity it houses. */
export default function Offices({ section }: { section: Queries.OfficesSectionDataFragment }) {
  const { t } = useTexts();
  const nested = useHeadingLevel() === 3;
  // A page of one region names it in its title already: its offices need no region heading.
  const grouped = section.regions.length > 1;
  const RegionHeading = nested ? 'h4' : 'h3';
  const OfficeHeading = grouped ? (nested ? 'h5' : 'h4') : RegionHeading;
  return (
    <SectionFrame section={section}>
      <div className={styles.regions}>
        {section.regions.map((region) => (
          <div key={region.id}>
            {grouped && <RegionHeading className={styles.region}>{t(`about:regions.${region.id}`)}</RegionHeading>}
            <ul className={styles.grid}>
              {region.offices.map((office) => (
                <li key={office.id} className={styles.card}>
                  <span className={styles.kind}>{t(`about:officeKinds.${office.kind}`)}</span>
                  <OfficeHeading className={styles.city}>
                    <Icon name="building" className={styles.icon} />
                    {t(`about:offices.${office.id}`)}
                  </OfficeHeading>
                  <p className={styles.country}>{t(`about:countries.${office.country}`)}</p>
                  <p className={styles.address} lang="en">
                    {office.address}
                  </p>
                  {office.entity && <p className={styles.entity}>{t('about:officeEntity', { name: office.entity.name })}</p>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment OfficesSectionData on OfficesSection {
    id
    key
    regions {
      id
      offices {
        id
        country
        kind
        address
        entity {
          name
        }
      }
    }
  }
`;
