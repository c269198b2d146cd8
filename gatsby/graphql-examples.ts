/**
 * The example queries the README shows for GraphiQL (/___graphql under `npm run develop`).
 * Every build runs them against its own schema, in every built locale, and fails when one
 * returns nothing or an item answers in a language other than the one asked for or English;
 * graphql-examples.test.ts holds the README to these texts.
 */
import type { CreatePagesArgs } from 'gatsby';
import { localesToBuild } from '../src/lib/locales';
import { textFor } from '../src/lib/server/content';

export const EXAMPLE_QUERIES = {
  webinarsOfWeek: `query WebinarsOfWeek($from: Date!, $to: Date!, $language: String!) {
  allWebinar(filter: { startsAt: { gte: $from, lt: $to } }, sort: { startsAt: ASC }) {
    nodes { webinarId startsAt level presenterName text(language: $language) { language title summary role } }
  }
}`,
  instrumentWithSymbols: `query InstrumentWithSymbols($symbol: String!) {
  instrument(symbol: { eq: $symbol }) { symbol spread session { open close } tradingSymbol { name typicalSpread sessions }
    marketInfo { marketId instruments { symbol tradingSymbol { typicalSpread } } } }
}`,
  pageSections: `query PageSections($pageId: String!) {
  pageBody(pageId: { eq: $pageId }) { path titleKey sections { __typename ... on FaqSection { id key groups { id items } } } }
}`,
} as const;

type Result = { data?: Record<string, unknown> | null; errors?: unknown };

const DAY_MS = 86_400_000;

/** The Monday-to-Monday week of a moment (the first webinar's: a week the data has webinars in). */
export function exampleWeek(first: number): { from: string; to: string } {
  const day = new Date(first).getUTCDay();
  const monday = Math.floor(first / DAY_MS) * DAY_MS - ((day + 6) % 7) * DAY_MS;
  return { from: new Date(monday).toISOString().slice(0, 10), to: new Date(monday + 7 * DAY_MS).toISOString().slice(0, 10) };
}

interface WebinarsAnswer {
  allWebinar: { nodes: { webinarId: string; text: { language: string } }[] };
}

interface AllWebinars {
  allWebinar: { nodes: { webinarId: string; startsAt: string; translations: { language: string }[] }[] };
}

/** Runs the examples; throws what failed. */
export async function checkExampleQueries(graphql: CreatePagesArgs['graphql']): Promise<string> {
  const failures: string[] = [];
  const run = async (name: string, query: string, variables: Record<string, unknown>) => {
    const result = (await graphql(query, variables)) as Result;
    if (result.errors || !result.data) failures.push(`${name} ${JSON.stringify(variables)}: ${JSON.stringify(result.errors)}`);
    return result.data;
  };
  const all = (await run(
    'AllWebinars',
    'query AllWebinars { allWebinar { nodes { webinarId startsAt translations { language } } } }',
    {},
  )) as AllWebinars | undefined;
  const webinars = all?.allWebinar.nodes ?? [];
  const week = exampleWeek(Math.min(...webinars.map((webinar) => Date.parse(webinar.startsAt))));
  const locales = localesToBuild();
  for (const locale of locales) {
    const data = (await run('WebinarsOfWeek', EXAMPLE_QUERIES.webinarsOfWeek, { ...week, language: locale.code })) as
      WebinarsAnswer | undefined;
    const nodes = data?.allWebinar.nodes ?? [];
    if (nodes.length === 0) failures.push(`WebinarsOfWeek ${locale.code}: no webinar in ${week.from}..${week.to}`);
    for (const { webinarId, text } of nodes) {
      // The site's fallback, as the API answers: the locale's own text, its set's, else English.
      const webinar = webinars.find((entry) => entry.webinarId === webinarId);
      const languages = Object.fromEntries((webinar?.translations ?? []).map(({ language }) => [language, { language }]));
      const expected = languages.en ? textFor(languages as Parameters<typeof textFor>[0], locale.code).language : 'en';
      if (text.language !== expected)
        failures.push(`WebinarsOfWeek ${locale.code}: ${webinarId} answers in ${text.language}, not ${expected}`);
    }
  }
  const instrument = (await run('InstrumentWithSymbols', EXAMPLE_QUERIES.instrumentWithSymbols, { symbol: 'XAUUSD' }))?.instrument as
    { tradingSymbol: unknown; marketInfo: { instruments: unknown[] } } | null | undefined;
  if (!instrument?.tradingSymbol || !instrument.marketInfo.instruments.length) failures.push('InstrumentWithSymbols XAUUSD: no symbol');
  const page = (await run('PageSections', EXAMPLE_QUERIES.pageSections, { pageId: 'trading-account-types' }))?.pageBody as
    { sections: unknown[] } | null | undefined;
  if (!page?.sections.length) failures.push('PageSections trading-account-types: no sections');
  if (failures.length) throw new Error(`The README's GraphQL examples failed:\n${failures.join('\n')}`);
  return `GraphQL examples: 3 queries answered (webinars in ${locales.length} locales)`;
}
