import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from '../useTranslation';
import { getArticles, getNews } from '../../lib/api/endpoints';
import { analysisPaths } from '../../lib/analysis/paths';
import { SectionFrame } from '../sections/SectionFrame';
import { useHeadingLevel } from '../sections/context';
import { Icon } from '../sections/Icon';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import { ArticleTeaser } from './ArticleTeaser';
import { EmptyState, ErrorState, LoadingCards } from './ListStates';
import { NewsTeaser } from './NewsTeaser';
import type { TeaserHeading } from './TeaserCard';
import { useRemote, type Remote } from './useRemote';
import * as styles from './AnalysisLatest.module.css';
import * as shared from '../sections/Sections.module.css';
import * as lists from './lists.module.css';

/** The newest news and insight side by side, each with a link to its whole list. */
export default function AnalysisLatest({ section }: { section: Queries.AnalysisLatestSectionDataFragment }) {
  const { code } = useLocale();
  const news = useRemote(`news|${code}`, (signal) => getNews({ lang: code, pageSize: section.count }, signal));
  const insight = useRemote(`insight|${code}`, (signal) => getArticles({ lang: code, kind: 'insight', pageSize: section.count }, signal));
  return (
    <SectionFrame section={section}>
      <div className={styles.columns}>
        <Column id={`${section.id}-news`} kind="news" count={section.count} remote={news}>
          {(story, heading) => <NewsTeaser story={story} heading={heading} />}
        </Column>
        <Column id={`${section.id}-insight`} kind="insight" count={section.count} remote={insight}>
          {(article, heading) => <ArticleTeaser article={article} heading={heading} />}
        </Column>
      </div>
    </SectionFrame>
  );
}

interface ColumnProps<T> {
  id: string;
  kind: 'news' | 'insight';
  count: number;
  remote: { state: Remote<{ items: T[] }>; retry: () => void };
  children: (item: T, heading: TeaserHeading) => React.ReactNode;
}

function Column<T extends { id: string }>({ id, kind, count, remote, children }: ColumnProps<T>) {
  const { t } = useTranslation('analysis');
  const level = useHeadingLevel();
  const Heading = level === 2 ? 'h3' : 'h4';
  const { state, retry } = remote;
  return (
    <section className={styles.column} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>
          {t(`latest.${kind}.title`)}
        </Heading>
        <LocalizedLink to={kind === 'news' ? analysisPaths.news : analysisPaths.insight} className={shared.textLink}>
          {t(`latest.${kind}.all`)}
          <Icon name="arrow" className={shared.arrow} />
        </LocalizedLink>
      </div>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingCards count={count} stacked />}
        {state.status === 'error' && <ErrorState message={t(`latest.${kind}.error`)} onRetry={retry} />}
        {state.status === 'ready' && state.data.items.length === 0 && <EmptyState message={t(`latest.${kind}.empty`)} />}
        {state.status === 'ready' && state.data.items.length > 0 && (
          <ul className={lists.stack}>
            {state.data.items.map((item) => (
              <li key={item.id}>{children(item, level === 2 ? 'h4' : 'h5')}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export const fragment = graphql`
  fragment AnalysisLatestSectionData on AnalysisLatestSection {
    id
    key
    count
  }
`;
