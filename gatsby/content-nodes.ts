/**
 * The content collections (data/content/, data/legal/, read by data-files.ts) as GraphQL nodes;
 * their types are in content-schema.ts. Texts per language become a `translations` list,
 * whatever sets a file has.
 */
import type { SourceNodesArgs } from 'gatsby';
import type { ContentCollections } from '../src/lib/content-store/collections';
import type { Translated } from '../src/lib/content-store/types';
import type { RegulatedEntity } from '../src/lib/site';

/** The `text` object of an item as a list, one entry per translation set it has. */
export function translationsOf<Text extends object>(text: Readonly<Partial<Record<string, Text>>>): (Text & { language: string })[] {
  return Object.entries(text).flatMap(([language, fields]) => (fields ? [{ ...fields, language }] : []));
}

/** An item without its `text`, with its texts as a list. */
function translated<Shared extends object, Text extends object>({ text, ...shared }: Translated<Shared, Text>) {
  return { ...shared, translations: translationsOf<Text>(text) };
}

/** The nodes of every content collection, by node type; `key` is the item's own id. */
export function contentNodes(store: ContentCollections, entities: readonly RegulatedEntity[]) {
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
    TradingSession: store.instruments.sessions.map(({ id, allWeek, ...session }, order) => ({
      key: id,
      order,
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
    LegalEntity: entities.map((entity, order) => ({
      key: entity.id,
      order,
      entityId: entity.id,
      name: entity.name,
      country: entity.country,
      regulator: entity.regulator,
      licence: entity.licence,
      documentLanguages: store.legalDocuments.languages[entity.id] ?? [],
      documentTypes,
    })),
    LegalDocument: store.legalDocuments.documents.map((document, order) => ({
      key: document.type,
      order,
      documentType: document.type,
      updated: document.updated,
      pageRouteId: document.page ?? null,
      prevails: document.prevails,
      entityIds: entities.map((entity) => entity.id),
      translations: translationsOf(store.legalTexts[document.type] ?? {}),
    })),
    AccountType: store.accountTypes.map(({ id, platforms, ...account }, order) => ({
      key: id,
      accountTypeId: id,
      order,
      platformIds: platforms,
      ...account,
    })),
    TradingPlatform: store.platforms.map(({ id, name, route, access, specs }, order) => ({
      key: id,
      platformId: id,
      order,
      name,
      routeId: route,
      access,
      specs: Object.entries(specs ?? {}).map(([name, value]) => ({
        name,
        number: typeof value === 'number' ? value : null,
        available: typeof value === 'boolean' ? value : null,
      })),
    })),
    PaymentMethod: store.paymentMethods.map(({ id, ...method }, order) => ({ key: id, methodId: id, order, ...method })),
    Region: store.offices.regions.map((regionId, order) => ({ key: regionId, regionId, order })),
    Office: store.offices.offices.map(({ id, entity, address, ...office }, order) => ({
      key: id,
      officeId: id,
      order,
      entityId: entity ?? null,
      address: address ?? null,
      ...office,
    })),
    Award: store.awards.map(({ id, ...award }, order) => ({ key: id, awardId: id, order, ...award })),
    Calculator: [
      {
        key: 'calculator',
        ...store.calculator,
        rates: Object.entries(store.calculator.rates).map(([pair, rate]) => ({ pair, rate })),
      },
    ],
    Dividend: store.dividends.map((dividend) => ({ key: `${dividend.symbol}-${dividend.exDate}`, ...dividend })),
  };
}

export type ContentNodes = ReturnType<typeof contentNodes>;
export type ContentNodeType = keyof ContentNodes;
/** A content node as the node model returns it (without Gatsby's own fields, which resolvers do not read). */
export type ContentNode<T extends ContentNodeType> = Omit<ContentNodes[T][number], 'key'>;

export function createContentNodes(args: SourceNodesArgs, store: ContentCollections, entities: readonly RegulatedEntity[]): void {
  for (const [type, items] of Object.entries(contentNodes(store, entities))) {
    for (const { key, ...item } of items) {
      args.actions.createNode({
        ...item,
        id: args.createNodeId(`${type}-${key}`),
        internal: { type, contentDigest: args.createContentDigest(item) },
      });
    }
  }
}
