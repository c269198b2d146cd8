import React, { type ReactNode } from 'react';
import { graphql } from 'gatsby';
import type { RegulatedEntity } from '../../lib/site';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Entities.module.css';

/** What the registers say of an entity, in the order the card lists it; the licence stands out. */
const facts = (entity: RegulatedEntity): [string, ReactNode][] => [
  ['regulator', entity.regulator],
  [
    'licence',
    <span key="licence" dir="ltr" className={styles.licence} data-licence>
      {entity.licence}
    </span>,
  ],
  ['address', entity.address],
  ['disputes', entity.disputeResolution],
];

/**
 * The regulated entities of data/site.json (the footer's notes read the same data): the
 * jurisdiction, the regulator, the licence, the registered address and where complaints
 * go, then the risk warning. Names, licences and addresses are the registers' own
 * English, marked as such for assistive technology.
 */
export default function Entities({ section }: { section: Queries.EntitiesSectionDataFragment }) {
  const { t } = useTexts();
  const nested = useHeadingLevel() === 3;
  const ItemHeading = nested ? 'h4' : 'h3';
  return (
    <SectionFrame section={section}>
      <ul className={styles.grid}>
        {section.entities.map((entity) => (
          <li key={entity.id} className={styles.card} data-entity={entity.id}>
            <p className={styles.jurisdiction}>
              <Icon name="shield" className={styles.icon} />
              {t(`about:countries.${entity.country}`)}
            </p>
            <ItemHeading className={styles.name} lang="en">
              {entity.name}
            </ItemHeading>
            <dl className={styles.facts}>
              {facts(entity).map(([label, value]) => (
                <div key={label}>
                  <dt>{t(`about:entityFacts.${label}`)}</dt>
                  <dd lang="en">{value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>{t(`common:footer.entities.${entity.id}`, { name: entity.name, licence: entity.licence })}</p>
          </li>
        ))}
      </ul>
      {section.riskWarning && (
        <aside className={styles.risk} aria-labelledby={`${section.id}-risk`}>
          <ItemHeading id={`${section.id}-risk`} className={styles.riskTitle}>
            <Icon name="scale" className={styles.icon} />
            {t('common:footer.riskTitle')}
          </ItemHeading>
          <p>{t('common:footer.risk')}</p>
          <p>{t('common:footer.restricted')}</p>
        </aside>
      )}
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment EntitiesSectionData on EntitiesSection {
    id
    key
    entities {
      id
      name
      country
      regulator
      licence
      address
      disputeResolution
    }
    riskWarning
  }
`;
