import React, { useEffect } from 'react';
import { useTranslation } from '../useTranslation';
import type { DynamicBodyProps } from '../dynamic-bodies/body-props';
import type { TradingSymbol } from '../../lib/api/types';
import { getEconomicCalendar, getNews, getSymbolsByValue } from '../../lib/api/endpoints';
import { analysisPaths } from '../../lib/analysis/paths';
import { addDays, dayIn, formatIndicator } from '../../lib/analysis/calendar';
import { itemLanguage } from '../../lib/analysis/language';
import { formatDateTime, formatLeverage, formatNumber, formatPips } from '../../lib/format';
import { portalUrl } from '../../lib/site';
import { LocalizedLink } from '../LocalizedLink';
import { useLocale } from '../locale-context';
import * as shared from '../sections/Sections.module.css';
import { ArticleView, DetailStatus } from './DetailParts';
import { EmptyState, ErrorState, LoadingCards } from './ListStates';
import { NewsTeaser } from './NewsTeaser';
import { useRemote } from './useRemote';
import { useTimeZone } from './useTimeZone';
import * as styles from './InstrumentAnalysis.module.css';
import * as lists from './lists.module.css';

/** News stories and releases the page shows at most. */
const NEWS_SHOWN = 4;
const EVENTS_SHOWN = 6;
/** How far ahead the page looks for releases, in days. */
const EVENTS_AHEAD = 13;

/** The currencies an instrument moves with: both of a currency pair, else its quote currency. */
const currenciesOf = (symbol: TradingSymbol): string[] =>
  symbol.market === 'forex' ? [symbol.symbol.slice(0, 3), symbol.symbol.slice(3, 6)] : [symbol.currency];

/**
 * One instrument's analysis page (analysis/individual/{symbol}): its trading conditions
 * (GET /api/tmx-api/symblos/3/{symbol}), the news that concerns it and the coming releases
 * in its currencies. A market name or an unknown symbol shows the 404 page.
 */
export default function InstrumentAnalysis({ routeId, param, notFound }: DynamicBodyProps) {
  const { t } = useTranslation('analysis');
  const remote = useRemote(`symbol|${param}`, (signal) => getSymbolsByValue(param, signal));
  const items = remote.state.status === 'ready' ? remote.state.data.items : null;
  const symbol = items?.length === 1 && items[0].symbol.toLowerCase() === param ? items[0] : null;
  const unknown = items !== null && !symbol;
  useEffect(() => {
    if (unknown) notFound();
  }, [unknown, notFound]);
  if (!symbol) return <DetailStatus routeId={routeId} remote={remote} notFound={notFound} />;

  return (
    <ArticleView
      listRouteId="analysis-overview"
      listPath={analysisPaths.overview}
      title={t('instrument.title', { symbol: symbol.symbol })}
      language={{}}
      meta={
        <>
          <span>{symbol.name}</span>
          <span>{t(`instrument.markets.${symbol.market}`)}</span>
        </>
      }
      aside={<Facts symbol={symbol} />}
    >
      <RelatedNews symbol={symbol.symbol} />
      <UpcomingReleases currencies={currenciesOf(symbol)} />
      <p className={styles.cta}>
        <PortalLink symbol={symbol.symbol} />
      </p>
    </ArticleView>
  );
}

function PortalLink({ symbol }: { symbol: string }) {
  const { t } = useTranslation('analysis');
  const { code } = useLocale();
  return (
    <a href={portalUrl('registerUrl', code)} className="button button-primary">
      {t('instrument.trade', { symbol })}
    </a>
  );
}

/** The instrument's trading conditions. */
function Facts({ symbol }: { symbol: TradingSymbol }) {
  const { t } = useTranslation('analysis');
  const { tag } = useLocale();
  const unit = symbol.market === 'forex' || symbol.market === 'metals' ? 'pips' : 'points';
  const facts: [string, string][] = [
    ['typicalSpread', t(`instrument.${unit}`, { value: formatPips(tag, symbol.typicalSpread), count: symbol.typicalSpread })],
    ['minSpread', t(`instrument.${unit}`, { value: formatPips(tag, symbol.minSpread), count: symbol.minSpread })],
    ['maxLeverage', formatLeverage(tag, symbol.maxLeverage)],
    ['contractSize', formatNumber(tag, symbol.contractSize)],
    ['swapLong', formatPips(tag, symbol.swapLong, true)],
    ['swapShort', formatPips(tag, symbol.swapShort, true)],
    ['sessions', symbol.sessions],
  ];
  return (
    <section aria-labelledby="instrument-facts">
      <h2 id="instrument-facts">{t('instrument.facts')}</h2>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{t(`instrument.fields.${name}`)}</dt>
            <dd dir={name === 'sessions' ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The latest news stories that name the instrument. */
function RelatedNews({ symbol }: { symbol: string }) {
  const { t } = useTranslation('analysis');
  const { code } = useLocale();
  const { state, retry } = useRemote(`news|${code}`, (signal) => getNews({ lang: code, pageSize: 50 }, signal));
  const stories = state.status === 'ready' ? state.data.items.filter((story) => story.symbols.includes(symbol)).slice(0, NEWS_SHOWN) : [];
  return (
    <section aria-labelledby="instrument-news" className={styles.part}>
      <h2 id="instrument-news">{t('instrument.news', { symbol })}</h2>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingCards count={2} />}
        {state.status === 'error' && <ErrorState message={t('news.error')} onRetry={retry} />}
        {state.status === 'ready' && stories.length === 0 && <EmptyState message={t('instrument.noNews', { symbol })} />}
        {stories.length > 0 && (
          <ul className={lists.cards}>
            {stories.map((story) => (
              <li key={story.id}>
                <NewsTeaser story={story} heading="h3" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The coming medium and high importance releases in the instrument's currencies. */
function UpcomingReleases({ currencies }: { currencies: string[] }) {
  const { t } = useTranslation('analysis');
  const locale = useLocale();
  const { code, tag } = locale;
  const timeZone = useTimeZone();
  const today = dayIn(Date.now(), 'UTC');
  const { state, retry } = useRemote(`calendar|${code}|${today}`, (signal) =>
    getEconomicCalendar({ lang: code, from: today, to: addDays(today, EVENTS_AHEAD) }, signal),
  );
  const now = new Date().toISOString();
  const events =
    state.status === 'ready'
      ? state.data.items
          .filter((event) => currencies.includes(event.currency) && event.importance >= 2 && event.time >= now)
          .slice(0, EVENTS_SHOWN)
      : [];
  return (
    <section aria-labelledby="instrument-releases" className={styles.part}>
      <h2 id="instrument-releases">{t('instrument.releases', { currencies: currencies.join(', ') })}</h2>
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingCards count={3} variant="row" />}
        {state.status === 'error' && <ErrorState message={t('calendar.error')} onRetry={retry} />}
        {state.status === 'ready' && events.length === 0 && <EmptyState message={t('instrument.noReleases')} />}
        {events.length > 0 && (
          <ul className={styles.releases}>
            {events.map((event) => (
              <li key={event.id}>
                <time dateTime={event.time}>{formatDateTime(tag, event.time, timeZone)}</time>
                <span {...itemLanguage(event.language, locale)}>{event.title}</span>
                <span>
                  {event.currency} · {t('calendar.forecast')} {formatIndicator(tag, event.forecast, event.unit, event.decimals)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.calendarLink}>
          <LocalizedLink to={analysisPaths.calendar} className={shared.textLink}>
            {t('instrument.calendar')}
          </LocalizedLink>
        </p>
      </div>
    </section>
  );
}
