/** Markets and trading figures: instrument rows, the calculator's settings, feature lists, computed statistics. */
import { MARKETS, instrumentName, sessionHours, type InstrumentRow, type MarketId } from '../../src/lib/instruments';
import type { CalculatorSettings, FeatureItem, StatFormat } from '../../src/lib/sections/types';
import { keyText, literalText } from '../../src/lib/text';
import type { SectionDeclaration, StatSource } from './declarations';
import { type Scope, fail, platformName, resolveAction } from './scope';

export function instrumentRows(scope: Scope, markets: readonly MarketId[]): InstrumentRow[] {
  const { sessions, instruments } = scope.content.instruments;
  return instruments
    .filter((instrument) => markets.includes(instrument.market))
    .map((instrument) => {
      const session = sessions.find((entry) => entry.id === instrument.session);
      if (!session) fail(scope, `instrument ${instrument.symbol} has unknown session "${instrument.session}"`);
      return {
        symbol: instrument.symbol,
        market: instrument.market,
        group: instrument.group,
        name: instrumentName(instrument),
        spread: instrument.spread,
        maxLeverage: instrument.maxLeverage,
        hours: sessionHours(session),
        swapLong: instrument.swapLong,
        swapShort: instrument.swapShort,
      };
    });
}

export function knownMarkets(scope: Scope, markets: readonly string[]): MarketId[] {
  for (const market of markets) if (!(MARKETS as readonly string[]).includes(market)) fail(scope, `unknown market "${market}"`);
  return markets as MarketId[];
}

export function calculatorSettings(scope: Scope): CalculatorSettings {
  const { calculator, instruments } = scope.content;
  const markets = knownMarkets(scope, calculator.markets);
  const settings: CalculatorSettings = {
    instruments: instruments.instruments
      .filter((instrument) => markets.includes(instrument.market))
      .map(({ symbol, market, base, quote, contractSize, pipSize, digits, price, maxLeverage, swapLong, swapShort, name }) => ({
        symbol,
        market,
        ...(base ? { base } : {}),
        quote,
        contractSize,
        pipSize,
        digits,
        ...(price !== undefined ? { price } : {}),
        maxLeverage,
        swapLong,
        swapShort,
        name: instrumentName({ symbol, base, quote, name }),
      })),
    markets: markets.map((id) => ({ id, label: keyText(`sections:markets.${id}.name`) })),
    accountCurrencies: calculator.accountCurrencies,
    leverages: calculator.leverages,
    rates: Object.entries(calculator.rates).map(([pair, rate]) => ({ pair, rate })),
    rateDate: calculator.rateDate,
    defaults: calculator.defaults,
    minLots: calculator.minLots,
    maxLots: calculator.maxLots,
    maxNights: calculator.maxNights,
  };
  if (!settings.instruments.some((instrument) => instrument.symbol === calculator.defaults.symbol)) {
    fail(scope, `calculator default symbol ${calculator.defaults.symbol} is not among its instruments`);
  }
  return settings;
}

/** Account type ids a section names, checked; all account types when it names none. */
export function accountTypeIds(scope: Scope, ids: readonly string[] | undefined): string[] {
  const known = scope.content.accountTypes.map((account) => account.id);
  for (const id of ids ?? []) if (!known.includes(id)) fail(scope, `unknown account type "${id}"`);
  return ids ? [...ids] : known;
}

export function featureItems(scope: Scope, declaration: Extract<SectionDeclaration, { type: 'features' }>, key: string): FeatureItem[] {
  const pick = <T extends { id: string }>(entries: T[]) =>
    declaration.only
      ? declaration.only.map((id) => entries.find((entry) => entry.id === id) ?? fail(scope, `unknown ${declaration.source} "${id}"`))
      : entries;
  if (declaration.source === 'markets') {
    return pick(scope.content.instruments.markets).map((market) => ({
      id: market.id,
      title: keyText(`sections:markets.${market.id}.name`),
      text: keyText(`sections:markets.${market.id}.summary`),
      icon: market.icon,
      action: resolveAction(scope, { route: market.route, label: 'sections:actions.explore' }, key),
    }));
  }
  if (declaration.source === 'platforms') {
    return pick(scope.content.platforms).map((entry) => ({
      id: entry.id,
      title: literalText(platformName(scope, entry)),
      text: keyText(`sections:platforms.${entry.id}`),
      icon: 'device',
      action: resolveAction(scope, { route: entry.route }, key),
    }));
  }
  if (!declaration.items) fail(scope, `features section "${declaration.id}" has neither items nor a source`);
  return declaration.items.map((item) => ({
    id: item.id,
    title: keyText(`${key}.items.${item.id}.title`),
    text: keyText(`${key}.items.${item.id}.text`),
    icon: item.icon ?? null,
    action: item.link ? resolveAction(scope, item.link, key) : null,
  }));
}

export function statFigure(scope: Scope, source: StatSource): { value: number; format: StatFormat } {
  const { content } = scope;
  switch (source) {
    case 'foundingYear':
      return { value: content.foundingYear, format: 'year' };
    case 'entities':
      return { value: content.entities.length, format: 'number' };
    case 'offices':
      return { value: content.offices.offices.length, format: 'number' };
    case 'markets':
      return { value: content.instruments.markets.length, format: 'number' };
    case 'instruments':
      return { value: content.instruments.instruments.length, format: 'plus' };
    case 'spreadFrom':
      return { value: Math.min(...content.accountTypes.map((account) => account.spreadFrom)), format: 'pips' };
    case 'maxLeverage':
      return { value: Math.max(...content.accountTypes.map((account) => account.maxLeverage)), format: 'leverage' };
  }
}
