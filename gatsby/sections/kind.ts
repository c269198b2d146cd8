/**
 * What a section kind is on the build side: its declaration (what data/pages/*.json writes for it),
 * its GraphQL fields and its resolver, which turns the declaration into the fields its component's
 * fragment asks for, reading every reference from the GraphQL layer's nodes as the page query
 * runs (so Gatsby knows which pages show which nodes, and re-runs only those queries when a node
 * changes). Kinds are listed by domain (content.ts, markets.ts, company.ts, academy.ts,
 * analysis.ts) and joined in index.ts; docs/data-layer.md says how to add one.
 */
import type { Node } from 'gatsby';
import type { Action } from '../../src/lib/sections/types';
import { keyText, type Text } from '../../src/lib/text';
import { storedItems, type ContentNode, type ContentNodeType } from '../content-nodes';
import type { SiteSettingsNode } from '../site-settings';

/** What every declared section has: `keys` borrows the texts of another place (`sections:cta.open`). */
export interface Declared {
  id: string;
  keys?: string;
}

export type ActionDeclaration = { label?: string } &
  /**
   * A page of the site; `param` picks a page of a parameterised route (one its declaration lists);
   * `query` and `hash` open it with a query string and at an anchor (the calculator with preset inputs).
   */
  (
    | { route: string; param?: string; query?: Record<string, string | number>; hash?: string }
    | { portal: 'register' | 'demo' | 'login' }
    | { download: string; device: string }
    /** A site of data/site.json's externalLinks (careers, partners…). */
    | { external: string }
  );

/** The page a section belongs to, recorded on it when its page body is sourced (gatsby/page-bodies.ts). */
export interface PageScope {
  routeId: string;
  /** The translation namespace of the page (its route's section). */
  namespace: string;
  /** The extra namespaces the page's route loads (data/routes.json `namespaces`). */
  extraNamespaces: string[];
  /** Key prefix of the page's texts: the route id, or `routeId.param`. */
  keyBase: string;
  /** The declaration's file, for errors. */
  where: string;
}

/** A declared section as its PageBody node holds it: with its type, its texts' key prefix and its page. */
export type SourcedSection<D extends Declared = Declared> = D & { type: string; key: string; page: PageScope };

/** The part of Gatsby's node model the resolvers use (context.nodeModel). */
export interface NodeModel {
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<Node> }>;
  findOne(args: { type: string; query: { filter: object } }): Promise<Node | null>;
}

export interface RouteNode {
  routeId: string;
  path: string;
  section: string;
  template: string;
  param: { name: string; pattern: string; multiSegment: boolean; allowed: string[] | null } | null;
}

/**
 * The site's data as a section's resolver reads it: nodes of the layer, asked through the node
 * model of the query being run, and the page's scope for errors that name the declaring file.
 */
export class SectionData {
  constructor(
    readonly nodeModel: NodeModel,
    readonly page: PageScope,
  ) {}

  fail(message: string): never {
    throw new Error(`${this.page.where}: ${message}`);
  }

  /** Every node of a type, in the order of its `order` field where it has one. */
  async all<T extends keyof ContentNodeTypes>(type: T): Promise<ContentNodeTypes[T][]> {
    const { entries } = await this.nodeModel.findAll({ type });
    const nodes = Array.from(entries) as unknown as ContentNodeTypes[T][];
    return 'order' in (nodes[0] ?? {}) ? nodes.sort((a, b) => (a as { order: number }).order - (b as { order: number }).order) : nodes;
  }

  async one<T extends keyof ContentNodeTypes>(type: T, field: string, value: string): Promise<ContentNodeTypes[T] | null> {
    return (await this.nodeModel.findOne({ type, query: { filter: { [field]: { eq: value } } } })) as unknown as ContentNodeTypes[T] | null;
  }

  async site(): Promise<SiteSettingsNode> {
    const site = await this.nodeModel.findOne({ type: 'SiteSettings', query: { filter: {} } });
    return (site as unknown as SiteSettingsNode | null) ?? this.fail('no SiteSettings node');
  }

  async route(routeId: string): Promise<RouteNode> {
    return (await this.one('Route', 'routeId', routeId)) ?? this.fail(`unknown route "${routeId}"`);
  }

  async routePath(routeId: string): Promise<string> {
    return (await this.route(routeId)).path;
  }

  async paramPath(routeId: string, param: string): Promise<string> {
    const route = await this.route(routeId);
    if (!route.param?.allowed?.includes(param)) this.fail(`route "${routeId}" declares no page "${param}"`);
    return route.path.replace(/\{[a-z]+\}/, param);
  }

  /** The moment the build's lists are made at: the start of its day, UTC (the BuildDay node; SOURCE_DATE_EPOCH pins it). */
  async now(): Promise<number> {
    const day = await this.nodeModel.findOne({ type: 'BuildDay', query: { filter: {} } });
    if (!day) this.fail('no BuildDay node');
    return Date.parse(`${(day as unknown as { date: string }).date}T00:00:00Z`);
  }

  /** Every item of a content collection, in the shape the embedded API's functions take (src/lib/server). */
  async stored<T extends keyof typeof STORED>(collection: T): Promise<ReturnType<(typeof storedItems)[(typeof STORED)[T][1]]>[]> {
    const [type, convert] = STORED[collection];
    const nodes = await this.all(type);
    return nodes.map((node) => (storedItems[convert] as (node: unknown) => never)(node));
  }

  async platform(platformId: string): Promise<ContentNode<'TradingPlatform'>> {
    return (await this.one('TradingPlatform', 'platformId', platformId)) ?? this.fail(`unknown platform "${platformId}"`);
  }

  async action(declaration: ActionDeclaration, sectionKey: string): Promise<Action> {
    const label = (fallback: string): Text => keyText(declaration.label ? absoluteKey(declaration.label, sectionKey) : fallback);
    if ('route' in declaration) {
      const path =
        declaration.param === undefined
          ? await this.routePath(declaration.route)
          : await this.paramPath(declaration.route, declaration.param);
      const search =
        declaration.query && `?${new URLSearchParams(Object.entries(declaration.query).map(([name, value]) => [name, String(value)]))}`;
      return {
        kind: 'route',
        path,
        label: label('sections:actions.learnMore'),
        ...(search ? { search } : {}),
        ...(declaration.hash ? { hash: `#${declaration.hash}` } : {}),
      };
    }
    if ('external' in declaration) {
      const link = (await this.site()).externalLinks.find(({ id }) => id === declaration.external);
      if (!link) this.fail(`unknown external link "${declaration.external}"`);
      return { kind: 'external', href: link.url, label: label('sections:actions.learnMore') };
    }
    if ('portal' in declaration) {
      return { kind: 'portal', target: PORTAL_TARGETS[declaration.portal], label: label(`sections:actions.${declaration.portal}`) };
    }
    const access = (await this.platform(declaration.download)).access.find((entry) => entry.device === declaration.device);
    if (!access) this.fail(`platform "${declaration.download}" has no ${declaration.device} access`);
    return { kind: 'external', href: access.href, label: label(`sections:devices.${declaration.device}.action`) };
  }

  actions(declared: readonly ActionDeclaration[] | undefined, sectionKey: string, fallback: readonly ActionDeclaration[] = []) {
    return Promise.all((declared ?? fallback).map((action) => this.action(action, sectionKey)));
  }
}

/** The node types a resolver reads, by type name. */
export type ContentNodeTypes = { [T in ContentNodeType]: ContentNode<T> } & { Route: RouteNode; SiteSettings: SiteSettingsNode };

/** The collections `stored` reads: node type and its conversion. */
const STORED = {
  news: ['NewsStory', 'news'],
  articles: ['Article', 'article'],
  articleTags: ['ArticleTag', 'articleTag'],
  webinars: ['Webinar', 'webinar'],
  promotions: ['Promotion', 'promotion'],
  videos: ['Video', 'video'],
  indicators: ['EconomicIndicator', 'indicator'],
} as const satisfies Record<string, [ContentNodeType, keyof typeof storedItems]>;

/** A key written in data: absolute when it names a namespace (`sections:…`), else relative to `base`. */
export const absoluteKey = (key: string, base: string): string => (key.includes(':') ? key : `${base}.${key}`);

export const PORTAL_TARGETS = { register: 'registerUrl', demo: 'demoUrl', login: 'loginUrl' } as const;

export const DEFAULT_CTA: ActionDeclaration[] = [{ portal: 'register' }, { portal: 'demo' }];

/**
 * A kind of page section. `fields` are its GraphQL fields after `type`, `id` and `key`; `resolve`
 * returns their values from the declaration (its id and key are added), and fails loudly on a
 * reference that does not exist.
 */
export interface SectionKind<D extends Declared = Declared, R extends object = object> {
  fields: string;
  resolve: (section: SourcedSection<D>, data: SectionData) => Promise<R> | R;
  /**
   * Fields with arguments (declared in `fields`), resolved when a query asks for them, from the
   * section's resolved fields.
   */
  fieldResolvers?: Record<string, (section: R & Record<string, unknown>, args: Record<string, string>, data: SectionData) => unknown>;
}

/** Where a resolved section keeps its page, for its fields with arguments (a symbol: no GraphQL field). */
export const PAGE_OF_SECTION = Symbol('page');

/**
 * A kind, typed by its declaration (`sectionKind<Declaration>()({ fields, resolve })`; the table in
 * index.ts keys it by its `type`) and by what its resolver returns, which TypeScript infers from
 * the second call: the type of a resolved section comes from its resolver, written nowhere else.
 */
export const sectionKind =
  <D extends Declared>() =>
  <R extends object>(kind: SectionKind<D, R>): SectionKind<D, R> =>
    kind;
