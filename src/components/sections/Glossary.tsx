import React, { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { graphql } from 'gatsby';
import {
  GLOSSARY_NAMESPACE,
  definedTermSetJsonLd,
  glossaryFilter,
  groupEntries,
  narrowGroups,
  type GlossaryEntry,
} from '../../lib/glossary';
import { formatNumber } from '../../lib/format';
import { localizedPath } from '../../lib/locales';
import { absoluteUrl } from '../../lib/seo';
import { useLocale } from '../locale-context';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Glossary.module.css';

const ns = `${GLOSSARY_NAMESPACE}:`;

/**
 * The trading glossary: every term server-rendered in the page language's dictionary
 * order, under a letter index where the script has letters (src/lib/glossary.ts), with
 * an instant filter over terms and definitions. Each term is an anchor (#leverage); a
 * "see also" link to a term the filter hides clears the filter first.
 */
export default function Glossary({ section }: { section: Queries.GlossarySectionDataFragment }) {
  const { t, text } = useTexts();
  const { code, tag } = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [revealing, setRevealing] = useState<string | null>(null);
  const Heading = useHeadingLevel() === 2 ? 'h2' : 'h3';

  const entries = useMemo(
    () =>
      section.terms.map((term): GlossaryEntry => ({
        id: term.id,
        term: t(`${ns}terms.${term.id}.term`),
        definition: t(`${ns}terms.${term.id}.definition`),
        seeAlso: term.seeAlso,
      })),
    [section, t],
  );
  const names = useMemo(() => new Map(entries.map((entry) => [entry.id, entry.term])), [entries]);
  const groups = useMemo(() => groupEntries(entries, tag), [entries, tag]);
  const filter = useMemo(() => glossaryFilter(entries), [entries]);
  const shown = useMemo(() => filter(query), [filter, query]);
  const visible = narrowGroups(groups, shown);
  const indexed = groups.some((group) => group.letter !== null);
  const filtering = query.trim() !== '';

  const jsonLd = useMemo(() => {
    const url = absoluteUrl(localizedPath(code, section.path));
    return definedTermSetJsonLd({ url, name: text(section.name), inLanguage: tag, entries: groups.flatMap((group) => group.entries) });
  }, [code, tag, section, text, groups]);

  // Once the filter is cleared and the term is back on the page, go to it as the link would have
  // (replace() when the address already names it, so that it scrolls and becomes :target again).
  useEffect(() => {
    if (!revealing) return;
    if (window.location.hash === `#${revealing}`) window.location.replace(`#${revealing}`);
    else window.location.hash = revealing;
    setRevealing(null);
  }, [revealing]);

  const hidden = (termId: string) => names.has(termId) && !shown.has(termId);
  const reveal = (termId: string) => {
    setQuery('');
    setRevealing(termId);
  };
  const followSeeAlso = (termId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hidden(termId)) return;
    event.preventDefault();
    reveal(termId);
  };
  // The address may name a hidden term too (back and forward, an edited address).
  useEffect(() => {
    const onHashChange = () => {
      const termId = decodeURIComponent(window.location.hash.slice(1));
      if (hidden(termId)) reveal(termId);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  });

  const total = formatNumber(tag, entries.length);
  return (
    <SectionFrame section={section}>
      <div className={styles.search} role="search">
        <label htmlFor={`${id}-filter`}>{t(`${ns}ui.filterLabel`)}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t(`${ns}ui.filterPlaceholder`)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} role="status" className={styles.count}>
          {filtering ? t(`${ns}ui.count`, { shown: formatNumber(tag, shown.size), total }) : t(`${ns}ui.total`, { total })}
        </p>
      </div>

      {indexed && (
        <nav aria-label={t(`${ns}ui.index`)} className={styles.index}>
          <ul>
            {visible.map((group) => (
              <li key={group.anchor}>
                {group.entries.length ? <a href={`#${group.anchor}`}>{group.letter}</a> : <span aria-disabled="true">{group.letter}</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}

      {shown.size === 0 && (
        <div className={styles.empty}>
          <p>{t(`${ns}ui.empty`, { query: query.trim() })}</p>
          <button type="button" className="button button-secondary" onClick={() => setQuery('')}>
            {t(`${ns}ui.clear`)}
          </button>
        </div>
      )}

      {visible
        .filter((group) => group.entries.length)
        .map((group) => (
          <div key={group.anchor ?? 'all'} className={styles.group}>
            {group.letter && group.anchor && (
              <Heading id={group.anchor} className={styles.letter}>
                {group.letter}
              </Heading>
            )}
            <dl className={styles.terms}>
              {group.entries.map((entry) => (
                <div key={entry.id} id={entry.id} className={styles.entry}>
                  <dt className={styles.term}>{entry.term}</dt>
                  <dd className={styles.definition}>
                    <p>{entry.definition}</p>
                    {entry.seeAlso.length > 0 && (
                      <div className={styles.seeAlso}>
                        <span>{t(`${ns}ui.seeAlso`)}</span>
                        <ul>
                          {entry.seeAlso.map((related) => (
                            <li key={related}>
                              <a href={`#${related}`} onClick={followSeeAlso(related)}>
                                {names.get(related)}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment GlossarySectionData on GlossarySection {
    id
    key
    name {
      ...TextData
    }
    path
    terms {
      id
      seeAlso
    }
  }
`;
