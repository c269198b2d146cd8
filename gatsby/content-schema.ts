/**
 * The GraphQL types of the content collections (src/lib/content-store), sourced by
 * content-nodes.ts; their texts per language are modelled in content-languages.ts.
 */
import { textTypes, translatedFields } from './content-languages';

export const contentTypeDefs = /* GraphQL */ `
  ${textTypes}

  type LegalDocumentSection {
    heading: String!
    paragraphs: [String!]!
  }

  """
  A market news story (data/content/news.json); its page is analysis/market-news/{storyId}.
  """
  type NewsStory implements Node @dontInfer {
    storyId: String!
    category: String!
    source: String!
    publishedAt: Date! @dateformat
    symbols: [String!]!
    """
    The symbols the story names that the symbol list has.
    """
    tradingSymbols: [TradingSymbol!]! @link(by: "symbol", from: "symbols")
    ${translatedFields('NewsStory')}
  }

  """
  An article or a market insight (data/content/articles.json); its page is analysis/market-insight/{alias}.
  """
  type Article implements Node @dontInfer {
    articleId: String!
    alias: String!
    previousAliases: [String!]!
    """
    insight or article.
    """
    kind: String!
    tagIds: [String!]!
    tags: [ArticleTag!]! @link(by: "tagId", from: "tagIds")
    author: String!
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat
    readingMinutes: Int!
    ${translatedFields('Article')}
  }

  """
  A tag of articles (data/content/article-tags.json).
  """
  type ArticleTag implements Node @dontInfer {
    tagId: String!
    ${translatedFields('ArticleTag')}
  }

  """
  A webinar (data/content/webinars.json).
  """
  type Webinar implements Node @dontInfer {
    webinarId: String!
    startsAt: Date! @dateformat
    durationMinutes: Int!
    """
    beginner, intermediate or advanced.
    """
    level: String!
    presenterName: String!
    ${translatedFields('Webinar')}
  }

  """
  A promotion (data/content/promotions.json).
  """
  type Promotion implements Node @dontInfer {
    promotionId: String!
    startsAt: Date! @dateformat
    endsAt: Date! @dateformat
    ${translatedFields('Promotion')}
  }

  """
  A video of the analysis pages (data/content/videos.json).
  """
  type Video implements Node @dontInfer {
    videoId: String!
    category: String!
    embedUrl: String!
    durationSeconds: Int!
    publishedAt: Date! @dateformat
    ${translatedFields('Video')}
  }

  """
  An indicator of the economic calendar (data/content/economic-indicators.json) and its release schedule.
  """
  type EconomicIndicator implements Node @dontInfer {
    indicatorId: String!
    country: String!
    currency: String!
    """
    1 low, 2 medium, 3 high.
    """
    importance: Int!
    """
    Release time, HH:MM UTC.
    """
    time: String!
    unit: String!
    decimals: Int!
    """
    1 (Monday) to 5 (Friday).
    """
    weekday: Int!
    """
    Weeks of the month it is released in; null: every week.
    """
    weeks: [Int!]
    ${translatedFields('EconomicIndicator')}
  }

  """
  A symbol of the trading conditions (data/content/symbols.json), as the embedded API serves it.
  """
  type TradingSymbol implements Node @dontInfer {
    symbol: String!
    name: String!
    market: String!
    currency: String!
    digits: Int!
    minSpread: Float!
    typicalSpread: Float!
    contractSize: Float!
    maxLeverage: Int!
    swapLong: Float!
    swapShort: Float!
    sessions: String!
    """
    One of the symbols of the day.
    """
    featured: Boolean!
  }

  type MarketLeverage {
    entityId: String!
    maxLeverage: Int!
  }

  """
  A market of the instrument tables (data/content/instruments.json) with its instruments.
  """
  type InstrumentMarket implements Node @dontInfer {
    marketId: String!
    order: Int!
    routeId: String!
    icon: String!
    groups: [String!]!
    """
    Maximum leverage (1:n) by regulated entity.
    """
    leverage: [MarketLeverage!]!
    instruments: [Instrument!]! @link(by: "market", from: "marketId")
  }

  """
  A trading session of instruments.json: all week, from one weekday to another, or daily hours on weekdays.
  """
  type TradingSession implements Node @dontInfer {
    sessionId: String!
    order: Int!
    allWeek: Boolean!
    open: [String!]
    close: [String!]
    days: [String!]
    hours: [String!]
    dailyBreak: [String!]
  }

  """
  An instrument of the instrument tables (data/content/instruments.json).
  """
  type Instrument implements Node @dontInfer {
    symbol: String!
    order: Int!
    market: String!
    group: String!
    base: String
    name: String
    quote: String!
    contractSize: Float!
    pipSize: Float!
    digits: Int!
    price: Float
    spread: Float!
    maxLeverage: Int!
    swapLong: Float!
    swapShort: Float!
    sessionId: String!
    session: TradingSession! @link(by: "sessionId", from: "sessionId")
    marketInfo: InstrumentMarket! @link(by: "marketId", from: "market")
    """
    The same symbol in the symbol list, when it has it.
    """
    tradingSymbol: TradingSymbol @link(by: "symbol", from: "symbol")
  }

  """
  A module (course) of the trading academy's curriculum (data/content/lessons.json).
  """
  type LessonModule implements Node @dontInfer {
    moduleId: String!
    order: Int!
    lessons: [Lesson!]! @link(by: "module", from: "moduleId")
  }

  """
  A lesson of the curriculum; its texts are in the translations (academy:lessons.{lessonId}, lessons:{lessonId}).
  """
  type Lesson implements Node @dontInfer {
    lessonId: String!
    """
    1-based place in the curriculum.
    """
    position: Int!
    module: String!
    course: LessonModule! @link(by: "moduleId", from: "module")
    level: String!
    minutes: Int!
    sections: [String!]!
    takeaways: [String!]!
    example: Boolean!
  }

  """
  A term of the glossary (data/content/glossary.json); texts under glossary:terms.{termId}.
  """
  type GlossaryTerm implements Node @dontInfer {
    termId: String!
    order: Int!
    seeAlsoIds: [String!]!
    seeAlso: [GlossaryTerm!]! @link(by: "termId", from: "seeAlsoIds")
  }

  """
  A regulated entity (data/site.json) with the languages it publishes its legal documents in.
  """
  type LegalEntity implements Node @dontInfer {
    entityId: String!
    order: Int!
    name: String!
    country: String!
    regulator: String!
    licence: String!
    documentLanguages: [String!]!
    documents: [LegalDocument!]! @link(by: "documentType", from: "documentTypes")
    documentTypes: [String!]!
  }

  """
  A legal document every entity has (data/content/legal-documents.json), with its text from data/legal/ unless it is a page of the site.
  """
  type LegalDocument implements Node @dontInfer {
    documentType: String!
    order: Int!
    updated: Date! @dateformat
    """
    The route that shows it, for a document that is a page of the site.
    """
    pageRouteId: String
    """
    The translation set whose version binds.
    """
    prevails: String!
    entityIds: [String!]!
    entities: [LegalEntity!]! @link(by: "entityId", from: "entityIds")
    ${translatedFields('LegalDocument')}
  }

  type Money {
    amount: Float!
    currency: String!
  }

  """
  An account type (data/content/account-types.json).
  """
  type AccountType implements Node @dontInfer {
    accountTypeId: String!
    order: Int!
    minDeposit: Money!
    spreadFrom: Float!
    commissionPerSide: Money
    maxLeverage: Int!
    minLot: Float!
    marginCall: Int!
    stopOut: Int!
    platformIds: [String!]!
    platforms: [TradingPlatform!]! @link(by: "platformId", from: "platformIds")
    currencies: [String!]!
    swapFree: Boolean!
    highlight: Boolean!
    """
    The markets whose trades pay commissionPerSide; the others' cost is in the spread alone.
    """
    commissionMarkets: [String!]!
    """
    The account's typical spread of each instrument the calculator offers (data/content/typical-spreads.json).
    """
    typicalSpreads: [TypicalSpread!]! @link(by: "accountTypeId", from: "accountTypeId")
  }

  """
  An account type's typical spread of an instrument in liquid hours, in the instrument's pips or points.
  """
  type TypicalSpread implements Node @dontInfer {
    accountTypeId: String!
    symbol: String!
    spread: Float!
    accountType: AccountType! @link(by: "accountTypeId", from: "accountTypeId")
    instrument: Instrument! @link(by: "symbol", from: "symbol")
  }

  type PlatformRequirement {
    """
    os, ram, disk, browser, account, metatrader or rdp (sections:requirements.{kind}).
    """
    kind: String!
    value: String
  }

  type PlatformAccess {
    device: String!
    href: String!
    requirements: [PlatformRequirement!]!
  }

  """
  A figure of the platforms' comparison: a number, or whether the platform has it.
  """
  type PlatformSpec {
    name: String!
    number: Float
    available: Boolean
  }

  """
  A trading platform (data/content/platforms.json).
  """
  type TradingPlatform implements Node @dontInfer {
    platformId: String!
    order: Int!
    """
    The platform's name; {brand} stands for the brand's.
    """
    name: String!
    routeId: String!
    access: [PlatformAccess!]!
    specs: [PlatformSpec!]!
  }

  """
  A payment method (data/content/payment-methods.json).
  """
  type PaymentMethod implements Node @dontInfer {
    methodId: String!
    order: Int!
    currencies: [String!]!
    minDeposit: Money!
    depositFee: Money
    depositTime: String!
    withdrawalFee: Money
    withdrawalTime: String!
  }

  """
  An office (data/content/offices.json), with the entity it houses.
  """
  type Office implements Node @dontInfer {
    officeId: String!
    order: Int!
    region: String!
    """
    The office's address, when it houses no regulated entity (whose registered address it is).
    """
    address: String
    country: String!
    kind: String!
    entityId: String
    entity: LegalEntity @link(by: "entityId", from: "entityId")
  }

  """
  A region the offices are grouped in (data/content/offices.json), in the order the pages list them.
  """
  type Region implements Node @dontInfer {
    regionId: String!
    order: Int!
    offices: [Office!]! @link(by: "region", from: "regionId")
  }

  type CalculatorDefaults {
    symbol: String!
    accountCurrency: String!
    lots: Float!
    leverage: Int!
    nights: Int!
  }

  type CurrencyRate {
    pair: String!
    rate: Float!
  }

  """
  The trading calculator's settings (data/content/calculator.json).
  """
  type Calculator implements Node @dontInfer {
    markets: [String!]!
    accountCurrencies: [String!]!
    leverages: [Int!]!
    minLots: Float!
    maxLots: Float!
    maxNights: Int!
    defaults: CalculatorDefaults!
    """
    YYYY-MM-DD
    """
    rateDate: String!
    rates: [CurrencyRate!]!
  }

  """
  An award (data/content/awards.json).
  """
  type Award implements Node @dontInfer {
    awardId: String!
    order: Int!
    year: Int!
    body: String!
    emblem: String!
  }

  """
  A dividend adjustment of a share or index CFD (data/content/dividends.json).
  """
  type Dividend implements Node @dontInfer {
    symbol: String!
    name: String!
    exDate: Date! @dateformat
    payDate: Date! @dateformat
    amountLong: Float!
    amountShort: Float!
    currency: String!
  }
`;
