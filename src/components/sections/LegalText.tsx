import React, { useCallback, type MouseEvent } from 'react';
import { graphql } from 'gatsby';
import { formatDate } from '../../lib/format';
import { translationNoteKey } from '../../lib/prevailing-language';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import { TableScroller } from './TableScroller';
import * as styles from './LegalText.module.css';
import * as table from './Table.module.css';

/** A paragraph, list or table of a chapter; a table's scroll box is named by the chapter's heading. */
type LegalBlockData = Queries.LegalTextSectionDataFragment['chapters'][number]['blocks'][number];

function Block({ block, labelledBy }: { block: LegalBlockData; labelledBy: string }) {
  const { text } = useTexts();
  switch (block.__typename) {
    case 'ParagraphBlock':
      return <p>{text(block.text)}</p>;
    case 'ListBlock':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={text(item)}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'TableBlock':
      return (
        <div className={styles.table}>
          <TableScroller labelledBy={labelledBy}>
            <table className={table.table}>
              <thead>
                <tr>
                  {block.columns.map((column) => (
                    <th key={text(column)} scope="col">
                      {text(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={text(row[0])}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {text(cell)}
                        </th>
                      ) : (
                        <td key={index}>{text(cell)}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
      );
  }
}

/**
 * A legal text (the privacy policy): its date, in a translation the note that the prevailing
 * language's version binds, a table of contents and numbered chapters.
 * A contents link scrolls to its chapter and moves the keyboard focus there too, so the
 * next Tab continues inside that chapter; the URL keeps the chapter's anchor.
 */
export default function LegalText({ section }: { section: Queries.LegalTextSectionDataFragment }) {
  const { tag, translationSet } = useLocale();
  const { t, text } = useTexts();
  const note = translationNoteKey(section.prevails, translationSet);
  const ChapterHeading = useHeadingLevel() === 2 ? 'h2' : 'h3';
  const contentsId = `${section.id}-contents`;

  const jump = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(event.currentTarget.hash.slice(1));
    if (!target) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    window.history.pushState(window.history.state, '', event.currentTarget.hash);
  }, []);

  return (
    <SectionFrame section={section}>
      <p className={styles.updated}>
        {t('about:legal.updated')} <time dateTime={section.updated}>{formatDate(tag, section.updated)}</time>
      </p>
      {note && <p className={styles.note}>{t(note)}</p>}
      <div className={styles.layout}>
        <nav className={styles.contents} aria-labelledby={contentsId}>
          <ChapterHeading id={contentsId} className={styles.contentsTitle} tabIndex={-1}>
            {t('about:legal.contents')}
          </ChapterHeading>
          <ol>
            {section.chapters.map((chapter) => (
              <li key={chapter.id}>
                <a href={`#${chapter.id}`} onClick={jump}>
                  {text(chapter.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.chapters}>
          {section.chapters.map((chapter, index) => (
            // Chapters are not landmarks: fourteen regions would drown the page's own.
            <section key={chapter.id} className={styles.chapter}>
              <ChapterHeading id={chapter.id} className={styles.chapterTitle} tabIndex={-1}>
                <span className={styles.number}>{index + 1}.</span> {text(chapter.title)}
              </ChapterHeading>
              {chapter.blocks.map((block, position) => (
                <Block key={position} block={block} labelledBy={chapter.id} />
              ))}
              <p className={styles.back}>
                <a href={`#${contentsId}`} onClick={jump}>
                  {t('about:legal.backToContents')}
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment LegalTextSectionData on LegalTextSection {
    id
    key
    updated
    prevails
    chapters {
      id
      title {
        ...TextData
      }
      blocks {
        ... on ParagraphBlock {
          __typename
          text {
            ...TextData
          }
        }
        ... on ListBlock {
          __typename
          items {
            ...TextData
          }
        }
        ... on TableBlock {
          __typename
          columns {
            ...TextData
          }
          rows {
            ...TextData
          }
        }
      }
    }
  }
`;
