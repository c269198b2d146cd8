/**
 * What resolving a page's sections shares: the page's scope, failing loudly on an unknown
 * reference, translation keys written in data, links and actions, table cells.
 */
import type { Action, Cell } from '../../src/lib/sections/types';
import { keyText, literalText, type Text } from '../../src/lib/text';
import type { ActionDeclaration, Content, Money, Platform } from './declarations';

// ---- resolution ----

export interface Scope {
  content: Content;
  /** Route id → the parameters its page declaration lists. */
  params: ReadonlyMap<string, string[]>;
  /** The translation namespace of the page (its route's section). */
  namespace: string;
  routeId: string;
  /** The extra namespaces the page's route loads (data/routes.json `namespaces`). */
  extraNamespaces: readonly string[];
  /** Key prefix of the page's texts: the route id, or `routeId.param`. */
  keyBase: string;
  where: string;
}

export function fail(scope: Scope, message: string): never {
  throw new Error(`${scope.where}: ${message}`);
}

/** A key written in data: absolute when it names a namespace (`sections:…`), else relative to `base`. */
export const absoluteKey = (key: string, base: string): string => (key.includes(':') ? key : `${base}.${key}`);

export function routePath(scope: Scope, routeId: string): string {
  const route = scope.content.routes.get(routeId);
  if (!route) fail(scope, `unknown route "${routeId}"`);
  return route.path;
}

export function platform(scope: Scope, id: string): Platform {
  return scope.content.platforms.find((entry) => entry.id === id) ?? fail(scope, `unknown platform "${id}"`);
}

export const platformName = (scope: Scope, entry: Platform): string => entry.name.split('{brand}').join(scope.content.brandName);

export const PORTAL_TARGETS = { register: 'registerUrl', demo: 'demoUrl', login: 'loginUrl' } as const;

export function paramPath(scope: Scope, routeId: string, param: string): string {
  if (!scope.params.get(routeId)?.includes(param)) fail(scope, `route "${routeId}" declares no page "${param}"`);
  return routePath(scope, routeId).replace(/\{[a-z]+\}/, param);
}

export function resolveAction(scope: Scope, declaration: ActionDeclaration, sectionKey: string): Action {
  const label = (fallback: string): Text => keyText(declaration.label ? absoluteKey(declaration.label, sectionKey) : fallback);
  if ('route' in declaration) {
    const path =
      declaration.param === undefined ? routePath(scope, declaration.route) : paramPath(scope, declaration.route, declaration.param);
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
    const href = scope.content.externalLinks[declaration.external] ?? fail(scope, `unknown external link "${declaration.external}"`);
    return { kind: 'external', href, label: label('sections:actions.learnMore') };
  }
  if ('portal' in declaration) {
    return { kind: 'portal', target: PORTAL_TARGETS[declaration.portal], label: label(`sections:actions.${declaration.portal}`) };
  }
  const access = platform(scope, declaration.download).access.find((entry) => entry.device === declaration.device);
  if (!access) fail(scope, `platform "${declaration.download}" has no ${declaration.device} access`);
  return { kind: 'external', href: access.href, label: label(`sections:devices.${declaration.device}.action`) };
}

export const DEFAULT_CTA: ActionDeclaration[] = [{ portal: 'register' }, { portal: 'demo' }];
/** Items per page of a list that loads from the API. */
export const DEFAULT_LIST_SIZE = 6;

export const money = ({ amount, currency }: Money, per?: 'lotSide'): Cell => ({ kind: 'money', amount, currency, ...(per ? { per } : {}) });
export const text = (key: string, values?: Record<string, Text | string | number>): Cell => ({ kind: 'text', text: keyText(key, values) });
export const literals = (items: string[]): Cell => ({
  kind: 'list',
  items: items.map((item) => ({ kind: 'text', text: literalText(item) })),
});
export const feeCell = (fee: Money | null): Cell => (fee ? money(fee) : text('sections:values.free'));
