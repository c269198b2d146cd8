import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageMarkdown } from './markdown';
import { readBuiltPage } from './built-page';
import { derivePageText } from './page-text';
import { searchText } from './search-text';

/** A page of the site's layout around a `<main>` taken from the build. */
const page = (main: string) => {
  const built = readBuiltPage(
    `<!DOCTYPE html><html lang="en-US"><head><title>Page | Northwind Markets</title><meta property="og:site_name" content="Northwind Markets"/>` +
      `<meta name="description" content="What the page is about."/><link rel="canonical" href="https://www.northwind-markets.example/en/page/"/></head>` +
      `<body><a href="#main">Skip to main content</a><header><nav aria-label="Main"><a href="/en/">Home</a></nav></header>` +
      `<main id="main" tabindex="-1">${main}</main>` +
      `<footer><div data-risk-warning=""><h2>Risk warning</h2><p>CFDs are risky.</p></div><p>© Northwind Markets</p></footer></body></html>`,
  );
  if (!built) throw new Error('no page');
  return derivePageText(built);
};
const markdown = (main: string) => {
  const { page: text, labels } = page(main);
  return pageMarkdown(text, labels);
};
const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', `${name}.html`), 'utf8');
const derivedFixture = (name: string) => {
  const built = readBuiltPage(fixture(name));
  if (!built) throw new Error(name);
  return derivePageText(built);
};

describe('derivePageText on the built pages', () => {
  test('the copy opens with the title, description and breadcrumb, and ends with the footer risk warning; chrome stays out', () => {
    const { page: text, labels } = derivedFixture('en_trading_account-types');
    const copy = pageMarkdown(text, labels);
    expect(copy.startsWith('# Account types\n\n> Compare Northwind Markets account types')).toBe(true);
    expect(copy).toContain(
      'Breadcrumb: [Home](https://www.northwind-markets.example/en/) › Trading › [Account types](https://www.northwind-markets.example/en/trading/account-types/)',
    );
    expect(copy.trimEnd().endsWith('Past performance is not a reliable indicator of future results.')).toBe(true);
    expect(copy).toContain('## Risk warning');
    // Header, footer, skip link and the visually hidden caption repeating the heading are not text of the page.
    expect(copy).not.toMatch(/Skip to main content|Regulation|All rights reserved|Compare our accounts\n\n### Compare our accounts/);
    expect(copy).not.toMatch(/<[a-z][^>]*>/i);
  });

  test('the Arabic page keeps its own words for the breadcrumb and risk warning lines', () => {
    const { labels, page: text } = derivedFixture('ar_trading_account-types');
    expect(labels).toEqual({ breadcrumb: 'مسار التنقل', riskTitle: 'تحذير من المخاطر' });
    expect(text.language).toBe('ar-AE');
    expect(text.title).toBe('أنواع الحسابات');
  });

  test("a story's page header gives its date line as text; the list it belongs to is a linked crumb", () => {
    const { page: text } = derivedFixture('en_analysis_market-news_2026_11_fed-holds-rates');
    expect(text.breadcrumb.map((crumb) => crumb.label)).toEqual([
      'Home',
      'Analysis',
      'Market news',
      'Fed holds rates steady and signals patience',
    ]);
    expect(text.breadcrumb[2].url).toBe('https://www.northwind-markets.example/en/analysis/market-news/');
    expect(text.sections[0].blocks[0]).toEqual({ kind: 'paragraph', text: 'Economy · Nov 20, 2026, 7:15 PM UTC · Source: Acuity Trading' });
  });

  test('the home page at / has no breadcrumb and takes its title from the document title', () => {
    const { page: text } = derivedFixture('root');
    expect(text.title).toBe('Home');
    expect(text.breadcrumb).toEqual([]);
    expect(text.url).toBe('https://www.northwind-markets.example/');
  });
});

describe('derivePageText on the sections as the build renders them', () => {
  test('a comparison table: head row, rows, ticks read by their hidden words, a badge beside its column name', () => {
    const copy = markdown(
      '<section id="compare" aria-labelledby="compare-title"><div class="container"><h2 id="compare-title">Compare our accounts</h2>' +
        '<section aria-labelledby="compare-caption" tabindex="0"><table><caption id="compare-caption" class="visually-hidden">Compare our accounts</caption>' +
        '<thead><tr><th scope="col">Account</th><th scope="col">Raw ECN<span class="Table-module--badge--f67eb">Most popular</span></th></tr></thead>' +
        '<tbody><tr><th scope="row">Platforms</th><td><ul><li>MetaTrader 4</li><li>MetaTrader 5</li></ul></td></tr>' +
        '<tr><th scope="row">Swap-free version</th><td><span><svg aria-hidden="true"></svg><span class="visually-hidden">Yes</span></span></td></tr></tbody></table></section></div></section>',
    );
    expect(copy).toContain(
      '## Compare our accounts\n\n| Account | Raw ECN · Most popular |\n| --- | --- |\n| Platforms | MetaTrader 4 · MetaTrader 5 |\n| Swap-free version | Yes |',
    );
  });

  test('cards: a linked heading is the item, its text follows; words hidden from readers ("Learn more") are left out', () => {
    const { page: text } = page(
      '<section id="extras" aria-labelledby="extras-title"><h2 id="extras-title">More ways to trade</h2><ul><li><span><svg aria-hidden="true"></svg></span>' +
        '<h3><a href="/en/trading/swap-free-account/">Swap-free accounts</a></h3><p>No overnight swap charges.</p>' +
        '<span aria-hidden="true">Learn more<svg aria-hidden="true"></svg></span></li></ul></section>',
    );
    expect(text.sections[0].blocks).toEqual([
      {
        kind: 'items',
        ordered: false,
        items: [
          {
            title: 'Swap-free accounts',
            url: 'https://www.northwind-markets.example/en/trading/swap-free-account/',
            text: 'No overnight swap charges.',
          },
        ],
      },
    ]);
  });

  test('a download card links where its button goes; the button\'s hidden "opens in a new window" is left out', () => {
    const { page: text } = page(
      '<ul><li class="Downloads-module--device--84468 Sections-module--card--dfff0"><span class="Downloads-module--icon--98ae1"><svg aria-hidden="true"></svg></span><h3 class="Downloads-module--name--de36b">Windows</h3><p class="Downloads-module--requirementsTitle--55612">Requirements</p><ul class="Downloads-module--requirements--aadcd"><li>Windows 10 or later</li><li>2 GB of memory</li></ul><a href="https://download.northwind-markets.example/mt4/northwind4setup.exe" class="button button-secondary Downloads-module--button--00df5" target="_blank" rel="noopener noreferrer">Download for Windows<span class="visually-hidden"> (<!-- -->opens in a new window<!-- -->)</span></a></li></ul>',
    );
    const [item] = (text.sections[0].blocks[0] as { items: { title: string; url?: string; text?: string }[] }).items;
    expect(item).toMatchObject({
      title: 'Windows',
      url: 'https://download.northwind-markets.example/mt4/northwind4setup.exe',
      text: 'Requirements · Windows 10 or later · 2 GB of memory · Download for Windows',
    });
  });

  test("questions in groups: each group a section of its own, the note after them is the section's text for the search", () => {
    const html =
      '<section id="faq" aria-labelledby="faq-title"><div class="container"><h2 id="faq-title">Frequently asked questions</h2>' +
      '<div class="Faq-module--search" role="search"><label for="q">Search the help centre</label><input id="q" type="search"/><p role="status"></p></div>' +
      '<div><h3>Opening an account</h3><div><details id="faq-open"><summary>How do I open an account?</summary><p>Fill in the <a href="/en/register/">form</a>.</p></details>' +
      '<details id="faq-demo"><summary>Can I try first?</summary><p>Yes.</p></details></div></div>' +
      '<div><h3>Deposits</h3><div><details id="faq-fees"><summary>Any fees?</summary><p>No.</p></details></div></div>' +
      '<p class="Sections-module--note--c575d">Still stuck? Write to us.</p></div></section>';
    const { page: text, labels } = page(html);
    const copy = pageMarkdown(text, labels);
    expect(copy).toContain(
      '## Frequently asked questions\n\n### Opening an account\n\n**How do I open an account?**\n\nFill in the [form](https://www.northwind-markets.example/en/register/).\n\n**Can I try first?**\n\nYes.\n\n### Deposits\n\n**Any fees?**\n\nNo.\n\nStill stuck? Write to us.',
    );
    expect(copy).not.toContain('Search the help centre');
    const [faq] = searchText(text).sections;
    expect(faq.blocks).toEqual([{ kind: 'paragraph', text: 'Still stuck? Write to us.' }]);
    expect(faq.subsections.map((group) => group.title)).toEqual(['Opening an account', 'Deposits']);
  });

  test('tab panels, hidden ones included, are sections titled by their tabs; the tab buttons are no text', () => {
    const { page: text } = page(
      '<section id="tools" aria-labelledby="tools-title"><h2 id="tools-title">Acuity tools</h2><div role="tablist" aria-label="Acuity tools"><button type="button" role="tab" id=":Rdml:-tab-signal" aria-selected="true" aria-controls=":Rdml:-panel-signal" tabindex="0">Signal centre</button><button type="button" role="tab" id=":Rdml:-tab-newsIq" aria-selected="false" aria-controls=":Rdml:-panel-newsIq" tabindex="-1">NewsIQ</button></div><div role="tabpanel" id=":Rdml:-panel-signal" aria-labelledby=":Rdml:-tab-signal" tabindex="0"><!--$--><section id="signal" aria-labelledby="signal-title"><div><div><h3 id="signal-title">Signal centre</h3><p>Technical trade ideas.</p><div class="Sections-module--actions--c3ebd"><a class="button button-primary" href="/en/platform/acuity/signal/">Learn more</a></div></div></div></section><!--/$--></div><div role="tabpanel" id=":Rdml:-panel-newsIq" aria-labelledby=":Rdml:-tab-newsIq" hidden="" tabindex="0"><section id="newsIq" aria-labelledby="newsIq-title"><div><h3 id="newsIq-title">NewsIQ</h3><p>A real-time news feed.</p></div></section></div></section>',
    );
    const [tools] = text.sections;
    expect(tools.blocks).toEqual([]);
    expect(tools.subsections.map((tab) => [tab.title, tab.subsections[0].title, tab.subsections[0].blocks[0]])).toEqual([
      ['Signal centre', 'Signal centre', { kind: 'paragraph', text: 'Technical trade ideas.' }],
      ['NewsIQ', 'NewsIQ', { kind: 'paragraph', text: 'A real-time news feed.' }],
    ]);
  });

  test('a glossary: letters label the groups, each term is an item at its own anchor, its "see also" links kept', () => {
    const { page: text, labels } = page(
      '<section id="glossary"><div class="container"><nav aria-label="Glossary index"><ul><li><a href="#letter-a">A</a></li></ul></nav>' +
        '<div class="Glossary-module--group--a15b4"><h2 id="letter-a" class="Glossary-module--letter--87291">A</h2><dl class="Glossary-module--terms--74c72"><div id="algorithmic-trading" class="Glossary-module--entry--8773b Sections-module--card--dfff0"><dt class="Glossary-module--term--92838">Algorithmic trading</dt><dd class="Glossary-module--definition--14fe8"><p>Trading with computer programs that place orders automatically according to set rules for timing, price and size.</p><div class="Glossary-module--seeAlso--5f7e7"><span>See also:</span><ul><li><a href="#expert-advisor">Expert Advisor (EA)</a></li><li><a href="#copy-trading">Copy trading</a></li></ul></div></dd></div></dl></div></div></section>',
    );
    const copy = pageMarkdown(text, labels);
    expect(copy).toContain(
      '## A\n\n- **Algorithmic trading**: Trading with computer programs that place orders automatically according to set rules for timing, price and size. · See also: [Expert Advisor (EA)](https://www.northwind-markets.example/en/page/#expert-advisor) · [Copy trading](https://www.northwind-markets.example/en/page/#copy-trading)',
    );
    const [glossary] = searchText(text).sections;
    expect(glossary).toMatchObject({ id: 'glossary', title: null, subsections: [] });
    expect(glossary.blocks[0]).toMatchObject({ kind: 'items', items: [{ title: 'Algorithmic trading', anchor: 'algorithmic-trading' }] });
  });

  test('a row of action links is a list of links', () => {
    expect(
      markdown(
        '<section id="cta" aria-labelledby="cta-title"><h2 id="cta-title">Ready to trade?</h2><div class="Sections-module--actions--c3ebd"><a href="https://portal.northwind-markets.example/register?language=en" class="button button-primary">Open live account</a><a href="https://portal.northwind-markets.example/register?register_type=demo&amp;language=en" class="button button-secondary">Try a free demo</a></div></section>',
      ),
    ).toContain(
      '## Ready to trade?\n\n- [Open live account](https://portal.northwind-markets.example/register?language=en)\n- [Try a free demo](https://portal.northwind-markets.example/register?register_type=demo&language=en)',
    );
  });

  test('text that would read as Markdown is escaped; a section with nothing to read is left out', () => {
    const copy = markdown(
      '<section id="a" aria-labelledby="a-t"><h2 id="a-t">Empty</h2><div role="search"><label>Find</label><input/></div></section><p>Use *stars* and [brackets] &lt;b&gt;</p>',
    );
    expect(copy).not.toContain('Empty');
    expect(copy).toContain('Use \\*stars\\* and \\[brackets\\] \\<b\\>');
  });
});
