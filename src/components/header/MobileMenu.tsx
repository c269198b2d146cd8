import React, { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../useTranslation';
import { searchEntries, searchEntryKey, searchWords, type SearchEntry } from '../../lib/search';
import { loadSearchEntries } from '../../lib/search-index';
import { Modal } from '../dialogs/Modal';
import { resultCategoryLabel } from '../search/category-label';
import { SearchExcerpt } from '../search/SearchExcerpt';
import { useSearchStrings } from '../search/useSearchStrings';
import { useLocale } from '../locale-context';
import { Icon } from './icons';
import { LearnMoreLink, MenuLink, type MenuLinkTarget } from './MenuLink';
import type { SiteMenuSection } from './site-menu';
import * as styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  sections: readonly SiteMenuSection[];
  loginUrl: string;
  onClose: () => void;
  onSignUp: () => void;
}

interface MenuTreeNode extends MenuLinkTarget {
  children?: readonly MenuTreeNode[];
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; entries: SearchEntry[] };

/** The entries of a section, to any depth: a node with children is a titled group, a leaf is a link. */
function MenuTree({ nodes, onNavigate }: { nodes: readonly MenuTreeNode[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={node.title}>
          {node.children?.length ? (
            <>
              <p className={styles.group}>{t(node.title)}</p>
              <MenuTree nodes={node.children} onNavigate={onNavigate} />
            </>
          ) : (
            <MenuLink link={node} className={styles.leaf} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

interface SearchResultProps {
  entry: SearchEntry;
  words: readonly string[];
  /** The result's category, once the search's strings are in. */
  category: string | null;
  onNavigate: () => void;
}

function SearchResult({ entry, words, category, onNavigate }: SearchResultProps) {
  const { t } = useTranslation('common');
  const content = (
    <>
      <span className={styles.resultTitle}>{entry.title}</span>
      <span className={styles.breadcrumb}>
        {category && <span className={styles.resultCategory}>{category}</span>}
        {entry.breadcrumb}
      </span>
      <SearchExcerpt text={entry.text} words={words} className={styles.excerpt} />
    </>
  );
  if (entry.href) {
    return (
      <a className={styles.result} href={entry.href} target="_blank" rel="noopener" onClick={onNavigate}>
        {content}
        <span className="visually-hidden"> ({t('nav.openInNewWindow')})</span>
      </a>
    );
  }
  if (entry.path === null) return <span className={styles.result}>{content}</span>;
  return (
    <Link className={styles.result} to={entry.path} onClick={onNavigate}>
      {content}
    </Link>
  );
}

/** The results of the menu's search: title, category, breadcrumb and the excerpt that holds the query (as in the search modal). */
function SearchResults({
  results,
  words,
  onNavigate,
}: {
  results: readonly SearchEntry[];
  words: readonly string[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('common');
  const strings = useSearchStrings();
  if (results.length === 0) return <p className={styles.message}>{t('nav.noResults')}</p>;
  return (
    <ul className={styles.results}>
      {results.map((entry) => (
        <li key={searchEntryKey(entry)}>
          <SearchResult
            entry={entry}
            words={words}
            category={strings === 'ready' ? resultCategoryLabel(t, entry) : null}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu panel (§2): a full-screen dialog with a search over the menu entries,
 * the expandable sections, the portal log-in and the sign-up. The search index is
 * fetched on first use of the search input.
 */
export default function MobileMenu({ sections, loginUrl, onClose, onSignUp }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const indexRequested = useRef(false);

  const loadIndex = () => {
    if (indexRequested.current) return;
    indexRequested.current = true;
    setIndex({ status: 'loading' });
    loadSearchEntries(locale, (entries) => setIndex({ status: 'ready', entries })).catch(() => {
      // A later keystroke may try again (the loader does not cache failures).
      indexRequested.current = false;
      setIndex({ status: 'failed' });
    });
  };

  const toggle = (sectionId: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });

  const searching = query.trim() !== '';
  const entries = index.status === 'ready' ? index.entries : null;
  const results = useMemo(() => (entries ? searchEntries(entries, query) : []), [entries, query]);
  const words = useMemo(() => (entries ? searchWords(entries, query) : []), [entries, query]);

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.panel}>
      <div className={styles.top}>
        <p id={titleId} className={styles.title}>
          {t('nav.menu')}
        </p>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t('nav.close')}</span>
        </button>
      </div>

      <div className={styles.body}>
        <div className={styles.searchBox}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('nav.searchMenu')}
          </label>
          <Icon name="search" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            className={styles.searchInput}
            type="search"
            autoComplete="off"
            placeholder={t('nav.searchMenu')}
            value={query}
            onFocus={loadIndex}
            onChange={(event) => {
              loadIndex();
              setQuery(event.target.value);
            }}
          />
        </div>

        <p role="status" className={searching && index.status === 'failed' ? styles.message : 'visually-hidden'}>
          {searching && index.status === 'ready' && t('nav.resultCount', { count: results.length })}
          {searching && index.status === 'failed' && t('nav.searchUnavailable')}
        </p>

        {searching ? (
          index.status === 'ready' && <SearchResults results={results} words={words} onNavigate={onClose} />
        ) : (
          <nav aria-labelledby={titleId}>
            <ul className={styles.sections}>
              {sections.map((section) => {
                const isExpanded = expanded.has(section.sectionId);
                const contentId = `${titleId}-${section.sectionId}`;
                return (
                  <li key={section.sectionId} className={styles.section}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isExpanded}
                      aria-controls={contentId}
                      onClick={() => toggle(section.sectionId)}
                    >
                      {t(section.title)}
                      <Icon name="chevron" size={20} className={styles.indicator} />
                    </button>
                    {/* A closed section's links are made when it opens: the menu's opening renders its headings alone. */}
                    <div id={contentId} className={styles.content} hidden={!isExpanded}>
                      {isExpanded && (
                        <>
                          <p className={styles.text}>{t(section.text)}</p>
                          <LearnMoreLink section={section} className={styles.learnMore} onNavigate={onClose} />
                          <MenuTree nodes={section.items} onNavigate={onClose} />
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>

      <div className={styles.actions}>
        <a className={`button ${styles.login}`} href={loginUrl} target="_blank" rel="noopener">
          {t('nav.logIn')}
          <span className="visually-hidden"> ({t('nav.openInNewWindow')})</span>
        </a>
        <button type="button" className="button button-primary" onClick={onSignUp}>
          {t('nav.signUp')}
        </button>
      </div>
    </Modal>
  );
}
