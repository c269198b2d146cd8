/**
 * The content collections (data/content/, data/legal/, read by data-files.ts) as GraphQL nodes;
 * their types are in content-schema.ts. Texts per language become a `translations` list,
 * whatever sets a file has.
 */
import type { SourceNodesArgs } from 'gatsby';
import type { ContentCollections } from '../src/lib/content-store/collections';
import type {
  StoredArticle,
  StoredArticleTag,
  StoredIndicator,
  StoredNews,
  StoredPromotion,
  StoredVideo,
  StoredWebinar,
  Translated,
} from '../src/lib/content-store/types';
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
    TypicalSpread: Object.entries(store.typicalSpreads.spreads).flatMap(([symbol, byAccount]) =>
      Object.entries(byAccount).map(([accountTypeId, spread]) => ({ key: `${accountTypeId}-${symbol}`, accountTypeId, symbol, spread })),
    ),
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

/** The fields Gatsby adds to a node, which no item of data/ has. */
const GATSBY_FIELDS = ['id', 'internal', 'parent', 'children', 'fields', '__gatsby_resolved'];

/** A node's own fields, without Gatsby's. */
function ownFields<T extends object>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([name]) => !GATSBY_FIELDS.includes(name))) as T;
}

/** A `translations` list as the `text` object the stored items have (English is always there). */
function textOf<Text extends { language: string }>(translations: readonly Text[]) {
  const text = Object.fromEntries(translations.map(({ language, ...fields }) => [language, fields]));
  if (!text.en) throw new Error('A content node has no English text');
  return text as { en: Omit<Text, 'language'> } & Record<string, Omit<Text, 'language'>>;
}

/**
 * The content nodes back in the stored items' shape, for the functions the embedded API answers
 * with (src/lib/server): the lists' first pages and the prebuilt items are made by the same code
 * from the same data, read through the layer.
 */
export const storedItems = {
  news: (node: ContentNode<'NewsStory'>): StoredNews => {
    const { storyId, translations, ...story } = ownFields(node);
    return { ...story, id: storyId, text: textOf(translations) };
  },
  article: (node: ContentNode<'Article'>): StoredArticle => {
    const { articleId, tagIds, translations, ...article } = ownFields(node);
    return { ...article, id: articleId, tags: tagIds, text: textOf(translations) };
  },
  articleTag: (node: ContentNode<'ArticleTag'>): StoredArticleTag => {
    const { tagId, translations } = ownFields(node);
    return { id: tagId, text: textOf(translations) };
  },
  webinar: (node: ContentNode<'Webinar'>): StoredWebinar => {
    const { webinarId, presenterName, translations, ...webinar } = ownFields(node);
    return { ...webinar, id: webinarId, presenter: { name: presenterName }, text: textOf(translations) };
  },
  promotion: (node: ContentNode<'Promotion'>): StoredPromotion => {
    const { promotionId, translations, ...promotion } = ownFields(node);
    return { ...promotion, id: promotionId, text: textOf(translations) };
  },
  video: (node: ContentNode<'Video'>): StoredVideo => {
    const { videoId, translations, ...video } = ownFields(node);
    return { ...video, id: videoId, text: textOf(translations) };
  },
  indicator: (node: ContentNode<'EconomicIndicator'>): StoredIndicator => {
    const { indicatorId, weeks, translations, ...indicator } = ownFields(node);
    return { ...indicator, id: indicatorId, weeks: weeks ?? 'every', text: textOf(translations) };
  },
};
