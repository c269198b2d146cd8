/**
 * The content collections (src/lib/content-store) as GraphQL nodes; their types are in
 * content-schema.ts. Texts per language become a `translations` list, whatever sets a file has.
 */
import type { SourceNodesArgs } from 'gatsby';
import * as store from '../src/lib/content-store';
import type { Translated } from '../src/lib/content-store/types';
import { site } from '../src/lib/site';

/** The `text` object of an item as a list, one entry per translation set it has. */
export function translationsOf<Text extends object>(text: Readonly<Partial<Record<string, Text>>>): (Text & { language: string })[] {
  return Object.entries(text).flatMap(([language, fields]) => (fields ? [{ ...fields, language }] : []));
}

/** An item without its `text`, with its texts as a list. */
function translated<Shared extends object, Text extends object>({ text, ...shared }: Translated<Shared, Text>) {
  return { ...shared, translations: translationsOf<Text>(text) };
}

/** The nodes of every content collection, by node type; `key` is the item's own id. */
export function contentNodes() {
  const featured = new Set(store.symbols.featured);
  const modules = [...new Set(store.lessons.map((lesson) => lesson.module))];
  const documentTypes = store.legalDocuments.documents.map((document) => document.type);
  return {
    NewsStory: store.news.map(({ id, ...story }) => ({ key: id, storyId: id, ...translated(story) })),
    Article: store.articles.map(({ id, tags, ...article }) => ({ key: id, articleId: id, tagIds: tags, ...translated(article) })),
    ArticleTag: store.articleTags.map(({ id, ...tag }) => ({ key: id, tagId: id, ...translated(tag) })),
    Webinar: store.webinars.map(({ id, presenter, ...webinar }) => ({
      key: id,
      webinarId: id,
      presenterName: presenter.name,
      ...translated(webinar),
    })),
    Promotion: store.promotions.map(({ id, ...promotion }) => ({ key: id, promotionId: id, ...translated(promotion) })),
    Video: store.videos.map(({ id, ...video }) => ({ key: id, videoId: id, ...translated(video) })),
    EconomicIndicator: store.economicIndicators.map(({ id, weeks, ...indicator }) => ({
      key: id,
      indicatorId: id,
      weeks: weeks === 'every' ? null : weeks,
      ...translated(indicator),
    })),
    TradingSymbol: store.symbols.symbols.map((symbol) => ({ key: symbol.symbol, ...symbol, featured: featured.has(symbol.symbol) })),
    InstrumentMarket: store.instruments.markets.map(({ id, route, leverage, ...market }, order) => ({
      key: id,
      marketId: id,
      order,
      routeId: route,
      leverage: Object.entries(leverage).map(([entityId, maxLeverage]) => ({ entityId, maxLeverage })),
      ...market,
    })),
    TradingSession: store.instruments.sessions.map(({ id, allWeek, ...session }) => ({
      key: id,
      sessionId: id,
      allWeek: allWeek ?? false,
      ...session,
    })),
    Instrument: store.instruments.instruments.map(({ session, ...instrument }, order) => ({
      key: instrument.symbol,
      order,
      sessionId: session,
      ...instrument,
    })),
    LessonModule: modules.map((moduleId, order) => ({ key: moduleId, moduleId, order })),
    Lesson: store.lessons.map(({ id, example, ...lesson }, index) => ({
      key: id,
      lessonId: id,
      position: index + 1,
      example: example ?? false,
      ...lesson,
    })),
    GlossaryTerm: store.glossary.terms.map(({ id, seeAlso }, order) => ({ key: id, termId: id, order, seeAlsoIds: seeAlso })),
    LegalEntity: site.entities.map((entity) => ({
      key: entity.id,
      entityId: entity.id,
      name: entity.name,
      country: entity.country,
      regulator: entity.regulator,
      licence: entity.licence,
      documentLanguages: store.legalDocuments.languages[entity.id] ?? [],
      documentTypes,
    })),
    LegalDocument: store.legalDocuments.documents.map((document) => ({
      key: document.type,
      documentType: document.type,
      updated: document.updated,
      pageRouteId: document.page ?? null,
      entityIds: site.entities.map((entity) => entity.id),
      translations: translationsOf(store.legalTexts[document.type] ?? {}),
    })),
    AccountType: store.accountTypes.map(({ id, platforms, ...account }) => ({
      key: id,
      accountTypeId: id,
      platformIds: platforms,
      ...account,
    })),
    TypicalSpread: Object.entries(store.typicalSpreads.spreads).flatMap(([symbol, byAccount]) =>
      Object.entries(byAccount).map(([accountTypeId, spread]) => ({ key: `${accountTypeId}-${symbol}`, accountTypeId, symbol, spread })),
    ),
    TradingPlatform: store.platforms.map(({ id, name, route, access }) => ({
      key: id,
      platformId: id,
      name,
      routeId: route,
      access: access.map(({ device, href }) => ({ device, href })),
    })),
    PaymentMethod: store.paymentMethods.map(({ id, ...method }) => ({ key: id, methodId: id, ...method })),
    Office: store.offices.offices.map(({ id, entity, ...office }, order) => ({
      key: id,
      officeId: id,
      order,
      entityId: entity ?? null,
      ...office,
    })),
    Award: store.awards.map(({ id, ...award }) => ({ key: id, awardId: id, ...award })),
    Dividend: store.dividends.map((dividend) => ({ key: `${dividend.symbol}-${dividend.exDate}`, ...dividend })),
  };
}

export function createContentNodes(args: SourceNodesArgs): void {
  for (const [type, items] of Object.entries(contentNodes())) {
    for (const { key, ...item } of items) {
      args.actions.createNode({
        ...item,
        id: args.createNodeId(`${type}-${key}`),
        internal: { type, contentDigest: args.createContentDigest(item) },
      });
    }
  }
}
