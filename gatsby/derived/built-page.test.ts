import { readFileSync } from 'node:fs';
import path from 'node:path';
import { derivedInput, readBuiltPage } from './built-page';

const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', `${name}.html`), 'utf8');

describe('readBuiltPage', () => {
  test('reads the head, <main> and the footer risk warning of a built page', () => {
    const page = readBuiltPage(fixture('en_trading_account-types'));
    expect(page).not.toBeNull();
    expect(page).toMatchObject({
      lang: 'en-US',
      documentTitle: 'Account types | Northwind Markets',
      siteName: 'Northwind Markets',
      description: 'Compare Northwind Markets account types: spreads, commissions, minimum deposit and leverage side by side.',
      canonical: 'https://www.northwind-markets.example/en/trading/account-types/',
      robots: '',
      markdownHref: 'https://www.northwind-markets.example/en/trading/account-types/index.md',
      risk: { title: 'Risk warning', text: expect.stringMatching(/^CFDs are complex instruments/) },
    });
    expect(page?.main.tagName).toBe('main');
  });

  test('a noindex page says so; a file without <main> is no page', () => {
    expect(readBuiltPage(fixture('en_api_user'))?.robots).toMatch(/noindex/);
    expect(readBuiltPage('<!DOCTYPE html><html><head><title>x</title></head><body><div></div></body></html>')).toBeNull();
  });

  test('what the derivation reads ignores the inline style and scripts, not the main text', () => {
    const html = fixture('en_trading_account-types');
    const restyled = html.replace('<head>', '<head><style>.a{color:red}</style><script>window.___webpackCompilationHash="1"</script>');
    expect(derivedInput(restyled)).toBe(derivedInput(html));
    expect(derivedInput(html.replace('Compare our accounts</h2>', 'Compare accounts</h2>'))).not.toBe(derivedInput(html));
  });
});
