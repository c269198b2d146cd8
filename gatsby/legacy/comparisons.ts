/** Comparison tables: from a content source (account types, payment methods, trading hours, leverage, platforms) or written inline. */
import { sessionBreak, sessionHours } from '../../src/lib/instruments';
import type { Cell, ComparisonSection } from '../../src/lib/sections/types';
import { keyText, literalText, type Text } from '../../src/lib/text';
import type { AccountType, ComparisonSource, Requirement, SectionDeclaration } from './declarations';
import { type Scope, fail, feeCell, literals, money, platform, platformName, text } from './scope';

export function comparisonFromSource(scope: Scope, source: ComparisonSource): Omit<ComparisonSection, 'type' | 'id' | 'key'> {
  const { content } = scope;
  switch (source) {
    case 'account-types': {
      const accounts = content.accountTypes;
      const field = (name: string, cell: (account: AccountType) => Cell) => ({
        label: keyText(`sections:accounts.fields.${name}`),
        cells: accounts.map(cell),
      });
      const highlight = accounts.findIndex((account) => account.highlight);
      return {
        corner: keyText('sections:accounts.fields.account'),
        columns: accounts.map((account) => keyText(`sections:accounts.types.${account.id}.name`)),
        highlight: highlight >= 0 ? highlight : null,
        rows: [
          field('bestFor', (account) => text(`sections:accounts.types.${account.id}.bestFor`)),
          field('minDeposit', (account) => money(account.minDeposit)),
          field('spreadFrom', (account) => ({ kind: 'number', value: account.spreadFrom, unit: 'pips' })),
          field('commission', (account) =>
            account.commissionPerSide ? money(account.commissionPerSide, 'lotSide') : text('sections:values.none'),
          ),
          field('maxLeverage', (account) => ({ kind: 'leverage', value: account.maxLeverage })),
          field('minLot', (account) => ({ kind: 'number', value: account.minLot, unit: 'lots' })),
          field('marginCall', (account) => ({ kind: 'number', value: account.marginCall, unit: 'percent' })),
          field('stopOut', (account) => ({ kind: 'number', value: account.stopOut, unit: 'percent' })),
          field('platforms', (account) => literals(account.platforms.map((id) => platformName(scope, platform(scope, id))))),
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
        rows: content.paymentMethods.map((method) => ({
          label: keyText(`sections:payments.methods.${method.id}`),
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
        rows: content.instruments.sessions.map((session) => ({
          label: keyText(`sections:sessions.${session.id}`),
          cells: [
            { kind: 'text', text: sessionHours(session) },
            { kind: 'text', text: sessionBreak(session) },
          ],
        })),
      };
    case 'leverage':
      return {
        corner: keyText('sections:leverage.market'),
        columns: content.entities.map((entity) => keyText(`sections:entities.${entity.id}`)),
        highlight: null,
        rows: content.instruments.markets.map((market) => ({
          label: keyText(`sections:markets.${market.id}.name`),
          cells: content.entities.map((entity) => {
            const value = market.leverage[entity.id];
            if (value === undefined) fail(scope, `market ${market.id} has no leverage for entity ${entity.id}`);
            return { kind: 'leverage', value };
          }),
        })),
      };
    case 'platforms': {
      const compared = content.platforms.filter((entry) => entry.specs);
      const specNames = Object.keys(compared[0]?.specs ?? {});
      return {
        corner: keyText('sections:platformSpecs.feature'),
        columns: compared.map((entry) => literalText(platformName(scope, entry))),
        highlight: null,
        rows: [
          ...specNames.map((name) => ({
            label: keyText(`sections:platformSpecs.${name}`),
            cells: compared.map((entry): Cell => {
              const value = entry.specs?.[name];
              if (value === undefined) fail(scope, `platform ${entry.id} has no spec "${name}"`);
              return typeof value === 'boolean' ? { kind: 'bool', value } : { kind: 'number', value };
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

export function requirementText(requirement: Requirement): Text {
  return requirement.value === undefined
    ? keyText(`sections:requirements.${requirement.kind}`)
    : keyText(`sections:requirements.${requirement.kind}`, { value: requirement.value });
}

export function inlineComparison(
  scope: Scope,
  declaration: Extract<SectionDeclaration, { type: 'comparison' }>,
  key: string,
): Omit<ComparisonSection, 'type' | 'id' | 'key'> {
  const { columns, rows } = declaration;
  if (!columns || !rows) fail(scope, `comparison "${declaration.id}" has neither a source nor columns and rows`);
  const highlight = declaration.highlight ? columns.indexOf(declaration.highlight) : -1;
  return {
    corner: keyText(`${key}.columns.corner`),
    columns: columns.map((column) => keyText(`${key}.columns.${column}`)),
    highlight: highlight >= 0 ? highlight : null,
    rows: rows.map((row) => {
      if (row.cells.length !== columns.length) fail(scope, `row "${row.id}" of "${declaration.id}" needs ${columns.length} cells`);
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
