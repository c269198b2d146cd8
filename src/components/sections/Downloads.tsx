import React from 'react';
import { graphql } from 'gatsby';
import { ActionLink } from './Actions';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Downloads.module.css';

/** How to get a platform on each device: what it needs, and the download or access link. */
export default function Downloads({ section }: { section: Queries.DownloadsSectionDataFragment }) {
  const { t, text } = useTexts();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <ul className={styles.devices}>
        {section.access.map((item) => (
          <li key={item.device} className={styles.device}>
            <span className={styles.icon}>
              <Icon name={item.device} />
            </span>
            <ItemHeading className={styles.name}>{t(`sections:devices.${item.device}.name`)}</ItemHeading>
            <p className={styles.requirementsTitle}>{t('sections:requirements.title')}</p>
            <ul className={styles.requirements}>
              {item.requirements.map((requirement, index) => (
                <li key={index}>{text(requirement)}</li>
              ))}
            </ul>
            <ActionLink action={item.action} variant="secondary" className={styles.button} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment DownloadsSectionData on DownloadsSection {
    id
    key
    access: items {
      device
      requirements {
        ...TextData
      }
      action {
        ...ActionData
      }
    }
  }
`;
