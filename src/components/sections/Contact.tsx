import React from 'react';
import { graphql } from 'gatsby';
import { phoneForDisplay, site } from '../../lib/site';
import { Actions } from './Actions';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Contact.module.css';
import * as features from './Features.module.css';

/**
 * How to reach the company: the support e-mail and phone of data/site.json, the support
 * hours, and the offices of the regulated entities.
 */
export default function Contact({ section }: { section: Queries.ContactSectionDataFragment }) {
  const { t } = useTexts();
  const Heading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const { email, phone } = site.contact;
  return (
    <SectionFrame section={section}>
      <div className={styles.columns}>
        <div className={styles.block}>
          <Heading className={styles.heading}>{t(`${section.key}.channels.title`)}</Heading>
          <ul className={styles.channels}>
            <li>
              <Icon name="mail" />
              <div>
                <p className={styles.label}>{t(`${section.key}.channels.email`)}</p>
                <a href={`mailto:${email}`}>{email}</a>
              </div>
            </li>
            <li>
              <Icon name="phone" />
              <div>
                <p className={styles.label}>{t(`${section.key}.channels.phone`)}</p>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr">
                  {phoneForDisplay(phone)}
                </a>
              </div>
            </li>
          </ul>
          <Actions actions={section.actions} />
        </div>
        <div className={styles.block}>
          <Heading className={styles.heading}>{t(`${section.key}.hours.title`)}</Heading>
          <dl className={styles.hours}>
            {section.hours.map((id) => (
              <div key={id}>
                <dt>{t(`${section.key}.hours.${id}.label`)}</dt>
                <dd>{t(`${section.key}.hours.${id}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <Heading className={styles.heading}>{t(`${section.key}.offices.title`)}</Heading>
      <ul className={`${features.grid} ${features.columns3}`}>
        {site.entities.map((entity) => (
          <li key={entity.id} className={styles.office}>
            <p className={styles.officeName}>{entity.name}</p>
            <p className={styles.label}>{t(`sections:entities.${entity.id}`)}</p>
            <address>{entity.address}</address>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment ContactSectionData on ContactSection {
    id
    key
    hours
    actions {
      ...ActionData
    }
  }
`;
