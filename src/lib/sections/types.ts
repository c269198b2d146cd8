/**
 * The parts page sections are made of, shared by their resolvers (gatsby/sections/, where each
 * kind's fields are declared and the type of a resolved section comes from its resolver) and
 * their components (which take what their fragment asks). Every text is a translation key (or
 * a literal that reads the same in every language).
 */
import type { LessonLevel } from '../lessons';
import type { Text } from '../text';

export type PortalTarget = 'registerUrl' | 'demoUrl' | 'loginUrl';
export const DEVICES = ['windows', 'macos', 'web', 'ios', 'android'] as const;
export type Device = (typeof DEVICES)[number];

export type Action =
  /** `search` and `hash` follow the page's address (?lots=1, #calculator-costs). */
  | { kind: 'route'; path: string; label: Text; search?: string; hash?: string }
  | { kind: 'portal'; target: PortalTarget; label: Text }
  | { kind: 'external'; href: string; label: Text };

export type NumberUnit = 'pips' | 'points' | 'lots' | 'percent';

/** A value of a comparison table. */
export type ValueCell =
  | { kind: 'text'; text: Text }
  | { kind: 'number'; value: number; unit?: NumberUnit | null }
  | { kind: 'money'; amount: number; currency: string; per?: 'lotSide' | null }
  | { kind: 'leverage'; value: number }
  | { kind: 'bool'; value: boolean };

/** A cell: a value, or a list of values. */
export type Cell = ValueCell | { kind: 'list'; items: ValueCell[] };

export type StatFormat = 'plus' | 'pips' | 'leverage' | 'ms' | 'percent' | 'number' | 'year';

export const AWARD_EMBLEMS = ['trophy', 'medal', 'laurel', 'star', 'ribbon'] as const;
export type AwardEmblem = (typeof AWARD_EMBLEMS)[number];

export const OFFICE_KINDS = ['headquarters', 'regulated', 'service'] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];

/** A lead form (POST /api/signUp): the e-book request or the contact form. */
export type LeadFormKind = 'ebook' | 'contact';

export interface LegalDocument {
  type: string;
  /** YYYY-MM-DD */
  updated: string;
  /** The document's page on the site (path below the locale prefix), in every language of the site. */
  page: string | null;
  /** Its files, one per language (a translation set: en, zh-hans…). */
  files: { language: string; href: string }[];
}

export type LegalBlock =
  { kind: 'paragraph'; text: Text } | { kind: 'list'; items: Text[] } | { kind: 'table'; columns: Text[]; rows: Text[][] };

export interface GlossaryTermRef {
  /** The term's anchor on the page (#leverage), the same in every language. */
  id: string;
  /** Ids of related terms. */
  seeAlso: string[];
}

/** A lesson of the curriculum as the lists show it: `academy:lessons.{id}.title` and `.summary`. */
export interface LessonCard {
  id: string;
  /** 1-based place in the curriculum. */
  position: number;
  module: string;
  level: LessonLevel;
  minutes: number;
  /** The lesson page, below the locale prefix. */
  path: string;
}

/** The calculator's trade to start from. */
export interface CalculatorDefaults {
  symbol: string;
  accountCurrency: string;
  lots: number;
  leverage: number;
  nights: number;
}
