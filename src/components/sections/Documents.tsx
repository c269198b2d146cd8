import React from 'react';
import { graphql } from 'gatsby';
import { formatDate } from '../../lib/format';
import { findLocale } from '../../lib/locales';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { Icon } from './Icon';
import { SectionFrame } from './SectionFrame';
import * as styles from './Documents.module.css';

/**
 * Each regulated entity's legal documents: the type, when it was last updated, and a link
 * per language (the language named in itself) or to its page on the site. Every link says
 * which document and entity it opens, since "English" alone would not.
 */
export default function Documents({ section }: { section: Queries.DocumentsSectionDataFragment }) {
  const { tag } = useLocale();
  const { t } = useTexts();
  const EntityHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  return (
    <SectionFrame section={section}>
      <div className={styles.entities}>
        {section.entities.map((entity) => (
          <section key={entity.id} className={styles.entity} aria-labelledby={`${section.id}-${entity.id}`} data-entity={entity.id}>
            <EntityHeading id={`${section.id}-${entity.id}`} className={styles.entityName}>
              <span lang="en">{entity.name}</span>
              <span className={styles.regulator}>{t(`sections:entities.${entity.id}`)}</span>
            </EntityHeading>
            <ul className={styles.documents}>
              {entity.documents.map((document) => {
                const name = t(`about:documents.types.${document.type}`);
                const context = t('about:documents.linkContext', { document: name, entity: entity.name });
                return (
                  <li key={document.type} className={styles.document}>
                    <Icon name="document" className={styles.icon} />
                    <div className={styles.info}>
                      <span className={styles.type}>{name}</span>
                      <span className={styles.updated}>
                        {t('about:documents.updated')} <time dateTime={document.updated}>{formatDate(tag, document.updated)}</time>
                      </span>
                    </div>
                    <div className={styles.links}>
                      <span className={styles.label}>
                        {t(document.page !== null ? 'about:documents.everyLanguage' : 'about:documents.languages')}
                      </span>
                      {document.page !== null ? (
                        <LocalizedLink to={document.page} className={styles.link}>
                          {t('about:documents.readOnline')}
                          <span className="visually-hidden"> – {context}</span>
                        </LocalizedLink>
                      ) : (
                        document.files.map((file) => {
                          const language = findLocale(file.language);
                          return (
                            <a key={file.language} href={file.href} hrefLang={language?.hreflang ?? language?.tag} className={styles.link}>
                              <span lang={language?.tag}>{language?.name ?? file.language}</span>
                              <span className="visually-hidden"> – {context}</span>
                            </a>
                          );
                        })
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment DocumentsSectionData on DocumentsSection {
    id
    key
    entities {
      id
      name
      documents {
        type
        updated
        page
        files {
          language
          href
        }
      }
    }
  }
`;
