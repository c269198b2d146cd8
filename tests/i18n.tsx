/** Renders components with a translation set's real strings, as the pages do. */
import React, { type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import { createI18n, type Resources } from '../src/lib/i18n';

export function strings(set: string, namespaces: string[]): Resources {
  return Object.fromEntries(namespaces.map((ns) => [ns, require(`../locales/${set}/${ns}.json`)]));
}

export const renderWithStrings = (ui: ReactElement, set = 'en', namespaces = ['common', 'runtime', 'utility']) =>
  render(<I18nextProvider i18n={createI18n(set, strings(set, namespaces))}>{ui}</I18nextProvider>);
