import React, { useId, useMemo, useState } from 'react';
import { graphql } from 'gatsby';
import { foldForSearch } from '../../lib/search';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Faq.module.css';

interface Question {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosure widgets, in groups; a searchable FAQ
 * (the help centre) filters them by any word of the question or the answer.
 */
export default function Faq({ section }: { section: Queries.FaqSectionDataFragment }) {
  const { t } = useTexts();
  const { tag } = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const GroupHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';

  const groups = useMemo(
    () =>
      section.groups.map((group) => ({
        id: group.id,
        title: section.groups.length > 1 ? t(`${section.key}.groups.${group.id}`) : null,
        questions: group.items.map((item): Question => ({
          id: item,
          question: t(`${section.key}.items.${item}.q`),
          answer: t(`${section.key}.items.${item}.a`),
        })),
      })),
    [section, t],
  );
  const needle = foldForSearch(query);
  const matches = (question: Question) =>
    !needle || foldForSearch(question.question).includes(needle) || foldForSearch(question.answer).includes(needle);
  const shown = groups.map((group) => ({ ...group, questions: group.questions.filter(matches) })).filter((group) => group.questions.length);
  const count = shown.reduce((total, group) => total + group.questions.length, 0);

  return (
    <SectionFrame section={section}>
      {section.searchable && (
        <div className={styles.search} role="search">
          <label htmlFor={`${id}-query`}>{t('sections:faq.search')}</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('sections:faq.searchPlaceholder')}
            autoComplete="off"
          />
          <p role="status" className={styles.count}>
            {needle ? t('sections:faq.count', { shown: formatNumber(tag, count) }) : ''}
          </p>
        </div>
      )}
      {shown.map((group) => (
        <div key={group.id} className={styles.group}>
          {group.title && <GroupHeading className={styles.groupTitle}>{group.title}</GroupHeading>}
          <div className={styles.items}>
            {group.questions.map((question) => (
              <details key={question.id} className={styles.item} id={`${section.id}-${question.id}`}>
                <summary className={styles.question}>{question.question}</summary>
                <p className={styles.answer}>{question.answer}</p>
              </details>
            ))}
          </div>
        </div>
      ))}
      {count === 0 && <p className={styles.empty}>{t('sections:faq.empty', { query })}</p>}
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment FaqSectionData on FaqSection {
    id
    key
    groups {
      id
      items
    }
    searchable
  }
`;
