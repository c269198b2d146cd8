/** The kinds of page section about markets and trading: instrument tables, comparisons, the calculator, platform downloads. */
import {
  INSTRUMENT_COLUMNS,
  MARKETS,
  instrumentName,
  sessionBreak,
  sessionHours,
  type InstrumentColumn,
  type MarketId,
  type Session,
} from '../../src/lib/instruments';
import type { Cell } from '../../src/lib/sections/types';
import { keyText, literalText, type Text } from '../../src/lib/text';
import type { ContentNode } from '../content-nodes';
import { platformName } from './content';
import { sectionKind, type Declared, type SectionData } from './kind';

type Money = { amount: number; currency: string };

const money = ({ amount, currency }: Money, per?: 'lotSide'): Cell => ({ kind: 'money', amount, currency, ...(per ? { per } : {}) });
const text = (key: string, values?: Record<string, Text | string | number>): Cell => ({ kind: 'text', text: keyText(key, values) });
const literals = (items: readonly string[]): Cell => ({
  kind: 'list',
  items: items.map((item) => ({ kind: 'text', text: literalText(item) })),
});
const feeCell = (fee: Money | null): Cell => (fee ? money(fee) : text('sections:values.free'));

const sessionOf = (node: ContentNode<'TradingSession'>): Session => ({ ...node, id: node.sessionId }) as unknown as Session;

function knownMarkets(markets: readonly string[], data: SectionData): MarketId[] {
  for (const market of markets) if (!(MARKETS as readonly string[]).includes(market)) data.fail(`unknown market "${market}"`);
  return markets as MarketId[];
}

async function instrumentRows(markets: readonly MarketId[], data: SectionData) {
  const sessions = await data.all('TradingSession');
  return (await data.all('Instrument'))
    .filter((instrument) => markets.includes(instrument.market as MarketId))
    .map((instrument) => {
      const session = sessions.find((entry) => entry.sessionId === instrument.sessionId);
      if (!session) data.fail(`instrument ${instrument.symbol} has unknown session "${instrument.sessionId}"`);
      return {
        symbol: instrument.symbol,
        market: instrument.market,
        group: instrument.group,
        name: instrumentName(instrument),
        spread: instrument.spread,
        maxLeverage: instrument.maxLeverage,
        hours: sessionHours(sessionOf(session)),
        swapLong: instrument.swapLong,
        swapShort: instrument.swapShort,
      };
    });
}

type ComparisonSource = 'account-types' | 'payment-methods' | 'trading-hours' | 'leverage' | 'platforms';

interface ComparisonTable {
  corner: Text;
  columns: Text[];
  highlight: number | null;
  rows: { label: Text; cells: Cell[] }[];
}

/** Account type ids a section names, checked; all account types when it names none. */
async function accountTypeIds(ids: readonly string[] | undefined, data: SectionData): Promise<string[]> {
  const known = (await data.all('AccountType')).map((account) => account.accountTypeId);
  for (const id of ids ?? []) if (!known.includes(id)) data.fail(`unknown account type "${id}"`);
  return ids ? [...ids] : known;
}

async function comparisonFromSource(source: ComparisonSource, data: SectionData): Promise<ComparisonTable> {
  switch (source) {
    case 'account-types': {
      const accounts = await data.all('AccountType');
      const { brand } = await data.site();
      const platforms = await data.all('TradingPlatform');
      const platformLabel = (id: string) => {
        const platform = platforms.find((entry) => entry.platformId === id) ?? data.fail(`unknown platform "${id}"`);
        return platformName(platform.name, brand.name);
      };
      const field = (name: string, cell: (account: (typeof accounts)[number]) => Cell) => ({
        label: keyText(`sections:accounts.fields.${name}`),
        cells: accounts.map(cell),
      });
      const highlight = accounts.findIndex((account) => account.highlight);
      return {
        corner: keyText('sections:accounts.fields.account'),
        columns: accounts.map((account) => keyText(`sections:accounts.types.${account.accountTypeId}.name`)),
        highlight: highlight >= 0 ? highlight : null,
        rows: [
          field('bestFor', (account) => text(`sections:accounts.types.${account.accountTypeId}.bestFor`)),
          field('minDeposit', (account) => money(account.minDeposit)),
          field('spreadFrom', (account) => ({ kind: 'number', value: account.spreadFrom, unit: 'pips' })),
          field('commission', (account) =>
            account.commissionPerSide ? money(account.commissionPerSide, 'lotSide') : text('sections:values.none'),
          ),
          field('maxLeverage', (account) => ({ kind: 'leverage', value: account.maxLeverage })),
          field('minLot', (account) => ({ kind: 'number', value: account.minLot, unit: 'lots' })),
          field('marginCall', (account) => ({ kind: 'number', value: account.marginCall, unit: 'percent' })),
          field('stopOut', (account) => ({ kind: 'number', value: account.stopOut, unit: 'percent' })),
          field('platforms', (account) => literals(account.platformIds.map(platformLabel))),
          field('currencies', (account) => literals(account.currencies)),
          field('swapFree', (account) => ({ kind: 'bool', value: account.swapFree })),
        ],
      };
    }
    case 'payment-methods': {
      const fields = ['currencies', 'minDeposit', 'depositFee', 'depositTime', 'withdrawalFee', 'withdrawalTime'];
      return {
        corner: keyText('sections:payments.fields.method'),
        columns: fields.map((name) => keyText(`sections:payments.fields.${name}`)),
        highlight: null,
        rows: (await data.all('PaymentMethod')).map((method) => ({
          label: keyText(`sections:payments.methods.${method.methodId}`),
          cells: [
            literals(method.currencies),
            money(method.minDeposit),
            feeCell(method.depositFee),
            text(`sections:times.${method.depositTime}`),
            feeCell(method.withdrawalFee),
            text(`sections:times.${method.withdrawalTime}`),
          ],
        })),
      };
    }
    case 'trading-hours':
      return {
        corner: keyText('sections:hours.session'),
        columns: [keyText('sections:hours.hours'), keyText('sections:hours.dailyBreak')],
        highlight: null,
        rows: (await data.all('TradingSession')).map((node) => ({
          label: keyText(`sections:sessions.${node.sessionId}`),
          cells: [
            { kind: 'text', text: sessionHours(sessionOf(node)) },
            { kind: 'text', text: sessionBreak(sessionOf(node)) },
          ],
        })),
      };
    case 'leverage': {
      const { entities } = await data.site();
      return {
        corner: keyText('sections:leverage.market'),
        columns: entities.map((entity) => keyText(`sections:entities.${entity.id}`)),
        highlight: null,
        rows: (await data.all('InstrumentMarket')).map((market) => ({
          label: keyText(`sections:markets.${market.marketId}.name`),
          cells: entities.map((entity): Cell => {
            const value = market.leverage.find(({ entityId }) => entityId === entity.id)?.maxLeverage;
            if (value === undefined) data.fail(`market ${market.marketId} has no leverage for entity ${entity.id}`);
            return { kind: 'leverage', value };
          }),
        })),
      };
    }
    case 'platforms': {
      const { brand } = await data.site();
      const compared = (await data.all('TradingPlatform')).filter((entry) => entry.specs.length > 0);
      const specNames = (compared[0]?.specs ?? []).map((spec) => spec.name);
      return {
        corner: keyText('sections:platformSpecs.feature'),
        columns: compared.map((entry) => literalText(platformName(entry.name, brand.name))),
        highlight: null,
        rows: [
          ...specNames.map((name) => ({
            label: keyText(`sections:platformSpecs.${name}`),
            cells: compared.map((entry): Cell => {
              const spec =
                entry.specs.find((candidate) => candidate.name === name) ?? data.fail(`platform ${entry.platformId} has no spec "${name}"`);
              return spec.available !== null ? { kind: 'bool', value: spec.available } : { kind: 'number', value: spec.number as number };
            }),
          })),
          {
            label: keyText('sections:platformSpecs.devices'),
            cells: compared.map((entry): Cell => ({
              kind: 'list',
              items: entry.access.map((access) => ({ kind: 'text', text: keyText(`sections:devices.${access.device}.name`) })),
            })),
          },
        ],
      };
    }
  }
}

interface ComparisonDeclaration extends Declared {
  source?: ComparisonSource;
  columns?: string[];
  highlight?: string;
  rows?: { id: string; cells: (boolean | number | string)[] }[];
}

function inlineComparison(section: ComparisonDeclaration & { key: string }, data: SectionData): ComparisonTable {
  const { columns, rows, key } = section;
  if (!columns || !rows) data.fail(`comparison "${section.id}" has neither a source nor columns and rows`);
  const highlight = section.highlight ? columns.indexOf(section.highlight) : -1;
  return {
    corner: keyText(`${key}.columns.corner`),
    columns: columns.map((column) => keyText(`${key}.columns.${column}`)),
    highlight: highlight >= 0 ? highlight : null,
    rows: rows.map((row) => {
      if (row.cells.length !== columns.length) data.fail(`row "${row.id}" of "${section.id}" needs ${columns.length} cells`);
      return {
        label: keyText(`${key}.rows.${row.id}`),
        cells: row.cells.map((cell): Cell =>
          typeof cell === 'boolean'
            ? { kind: 'bool', value: cell }
            : typeof cell === 'number'
              ? { kind: 'number', value: cell }
              : text(`${key}.values.${cell}`),
        ),
      };
    }),
  };
}

const requirementText = ({ kind, value }: { kind: string; value?: string | number }): Text =>
  value === undefined ? keyText(`sections:requirements.${kind}`) : keyText(`sections:requirements.${kind}`, { value });

export const marketKinds = {
  instruments: sectionKind<Declared & { markets?: MarketId[]; columns?: InstrumentColumn[] }>()({
    fields: `
      columns: [InstrumentColumn!]!
      "Filter choices: markets when the table spans several, else the market's groups."
      categories: [SectionCategory!]!
      rows: [InstrumentRow!]!`,
    resolve: async (section, data) => {
      const markets = knownMarkets(section.markets ?? MARKETS, data);
      const columns = section.columns ?? ['symbol', 'name', 'spread', 'leverage', 'hours'];
      for (const column of columns) if (!INSTRUMENT_COLUMNS.includes(column)) data.fail(`unknown instrument column "${column}"`);
      const [only] = markets;
      const categories =
        markets.length > 1
          ? markets.map((id) => ({ id, label: keyText(`sections:markets.${id}.name`) }))
          : ((await data.one('InstrumentMarket', 'marketId', only))?.groups ?? []).map((id) => ({
              id,
              label: keyText(`sections:groups.${id}`),
            }));
      return { columns, categories, rows: await instrumentRows(markets, data) };
    },
  }),
  /** A table from a content source (account types, payment methods, trading hours, leverage, platforms) or written inline. */
  comparison: sectionKind<ComparisonDeclaration>()({
    fields: `
      "Column headings after the row-heading column (whose heading is corner)."
      corner: Text!
      columns: [Text!]!
      "A column to set apart (the recommended account, say)."
      highlight: Int
      rows: [ComparisonRow!]!`,
    resolve: (section, data) => (section.source ? comparisonFromSource(section.source, data) : inlineComparison(section, data)),
  }),
  /** `accounts`: the account types whose all-in costs it compares (ids of account-types.json; all when left out). */
  calculator: sectionKind<Declared & { accounts?: string[] }>()({
    fields: `
      settings: CalculatorSettings!
      accountTypeIds: [String!]!
      "The account types whose all-in cost of a trade it compares."
      accounts: [AccountType!]! @link(by: "accountTypeId", from: "accountTypeIds")`,
    resolve: async (section, data) => {
      const settings = (await data.all('Calculator'))[0] ?? data.fail('no calculator settings (data/content/calculator.json)');
      const markets = knownMarkets(settings.markets, data);
      const instruments = (await data.all('Instrument'))
        .filter((instrument) => markets.includes(instrument.market as MarketId))
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
        }));
      if (!instruments.some((instrument) => instrument.symbol === settings.defaults.symbol)) {
        data.fail(`calculator default symbol ${settings.defaults.symbol} is not among its instruments`);
      }
      return {
        settings: {
          instruments,
          markets: markets.map((id) => ({ id, label: keyText(`sections:markets.${id}.name`) })),
          accountCurrencies: settings.accountCurrencies,
          leverages: settings.leverages,
          rates: settings.rates,
          rateDate: settings.rateDate,
          defaults: settings.defaults,
          minLots: settings.minLots,
          maxLots: settings.maxLots,
          maxNights: settings.maxNights,
        },
        accountTypeIds: await accountTypeIds(section.accounts, data),
      };
    },
  }),
  /** A platform's downloads and web access, with what each device needs. */
  downloads: sectionKind<Declared & { platform: string }>()({
    fields: 'platform: String! items: [PlatformDownload!]!',
    resolve: async (section, data) => ({
      platform: section.platform,
      items: await Promise.all(
        (await data.platform(section.platform)).access.map(async (access) => ({
          device: access.device,
          requirements: access.requirements.map(requirementText),
          action: await data.action({ download: section.platform, device: access.device }, section.key),
        })),
      ),
    }),
  }),
};
