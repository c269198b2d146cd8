import { readdirSync } from 'node:fs';
import path from 'node:path';
import table from '../../../data/consent.json';
import { publishedLocales } from '../locales';
import { CONSENT_MODE_SIGNALS, THIRD_PARTY_KEYS, TRACKING_CATEGORY, consentSettings } from './settings';

const list = (value: unknown) => value === '*' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string'));

describe('data/consent.json', () => {
  it('has a version, a cookie name and a lifetime of 12 months', () => {
    expect(Number.isInteger(consentSettings.version) && consentSettings.version >= 1).toBe(true);
    expect(consentSettings.cookieName).toMatch(/^[a-z_]+$/);
    expect(consentSettings.maxAgeDays).toBe(365);
  });

  it('names categories with ids the cookie can hold, scripts and signals the code knows, and no signal twice', () => {
    const ids = consentSettings.categories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('necessary'); // always on, never a choice
    for (const category of consentSettings.categories) {
      expect(category.id).toMatch(/^[a-z]+$/);
      for (const script of category.scripts) expect(THIRD_PARTY_KEYS).toContain(script);
      for (const signal of category.consentMode) expect(CONSENT_MODE_SIGNALS).toContain(signal);
      for (const name of category.storage) expect(name).toMatch(/^[\w-]+\*?$/);
    }
    const signals = consentSettings.categories.flatMap((category) => category.consentMode);
    expect(new Set(signals).size).toBe(signals.length);
    expect(ids).toContain(TRACKING_CATEGORY);
  });

  it('lets a category load every script a setting can add', () => {
    const loaded = new Set(consentSettings.categories.flatMap((category) => category.scripts));
    expect([...loaded].sort()).toEqual([...THIRD_PARTY_KEYS].sort());
  });

  it('asks in published locales and ISO country codes, or everywhere', () => {
    const { locales, countries } = table.askIn;
    expect(list(locales) && list(countries)).toBe(true);
    if (Array.isArray(locales)) for (const code of locales) expect(publishedLocales.map((locale) => locale.code)).toContain(code);
    if (Array.isArray(countries)) for (const code of countries) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has the texts of every category in every translation set', () => {
    const locales = path.resolve(__dirname, '../../../locales');
    const sets = readdirSync(locales).filter((folder) => publishedLocales.some((locale) => locale.translationSet === folder));
    for (const set of sets) {
      const strings = require(path.join(locales, set, 'consent.json'));
      for (const id of ['necessary', ...consentSettings.categories.map((category) => category.id)]) {
        expect(strings.categories[id]).toEqual({ name: expect.any(String), description: expect.any(String) });
      }
      // The first layer names each optional category's purpose.
      expect(Object.keys(strings.banner.purposes)).toEqual(consentSettings.categories.map((category) => category.id));
    }
  });
});
