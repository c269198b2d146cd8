import React from 'react';
import { graphql } from 'gatsby';
import { getPromotions } from '../../lib/api/endpoints';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDate } from '../../lib/format';
import { currentPromotions, currentPromotionsAt } from '../../lib/promotions';
import { localeQuery, prebuiltMayBeStale, firstPageOf } from '../../lib/sections/first-pages';
import { useRemote } from '../analysis/useRemote';
import { useHydratedNow } from '../useHydratedNow';
import { useLocale } from '../locale-context';
import { Actions } from './Actions';
import { useHeadingLevel, useTexts } from './context';
import { SectionFrame } from './SectionFrame';
import * as styles from './Promotions.module.css';
import * as shared from './Sections.module.css';

/**
 * The running and upcoming promotions of GET /api/promotions, in the page's language (an
 * item the API has only in English says so with its lang): loading, none, failed (with
 * retry) or the list with each promotion's dates and terms. The list comes with the page
 * (built with it); once hydrated, each promotion's status is taken again at the visitor's time.
 */
export default function Promotions({ section }: { section: Queries.PromotionsSectionDataFragment }) {
  const locale = useLocale();
  const { code, tag } = locale;
  const { t } = useTexts();
  const ItemHeading = useHeadingLevel() === 2 ? 'h3' : 'h4';
  const first = firstPageOf(section.firstPage, 'promotions');
  const remote = useRemote(
    `promotions|${code}`,
    (signal) => getPromotions(localeQuery(code), signal),
    first && { items: first.items },
    prebuiltMayBeStale(),
  );
  const { retry } = remote;
  const now = useHydratedNow();
  const state =
    remote.state.status === 'ready'
      ? {
          status: 'ready' as const,
          items: now === null ? currentPromotions(remote.state.data.items) : currentPromotionsAt(remote.state.data.items, now),
        }
      : remote.state;

  return (
    <SectionFrame section={section}>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className={shared.panel}>{t('sections:promotions.loading')}</p>}
        {state.status === 'error' && (
          <div className={shared.panel} role="alert">
            <p>{t('sections:promotions.error')}</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              {t('sections:promotions.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && state.items.length === 0 && <p className={shared.panel}>{t('sections:promotions.empty')}</p>}
        {state.status === 'ready' && state.items.length > 0 && (
          <ul className={styles.list}>
            {state.items.map((promotion) => (
              <li key={promotion.id} className={styles.card}>
                <div {...itemLanguage(promotion.language, locale)}>
                  <ItemHeading className={styles.title}>{promotion.title}</ItemHeading>
                  <p className={styles.until}>
                    {promotion.status === 'upcoming'
                      ? t('sections:promotions.startsOn', { date: formatDate(tag, promotion.startsAt) })
                      : t('sections:promotions.validUntil', { date: formatDate(tag, promotion.endsAt) })}
                  </p>
                  <p>{promotion.summary}</p>
                  <details className={styles.terms}>
                    <summary>{t('sections:promotions.terms')}</summary>
                    <ul>
                      {promotion.terms.map((term) => (
                        <li key={term}>{term}</li>
                      ))}
                    </ul>
                  </details>
                </div>
                <Actions actions={[{ __typename: 'PortalAction', target: 'registerUrl', label: { key: 'sections:promotions.join' } }]} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}

export const fragment = graphql`
  fragment PromotionsSectionData on PromotionsSection {
    id
    firstPage(locale: $locale)
    key
  }
`;
