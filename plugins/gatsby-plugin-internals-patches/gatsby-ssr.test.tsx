/**
 * @jest-environment node
 */
import React from 'react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onPreRenderHTML } from './gatsby-ssr';
import { withoutPagePathScript } from './page-path-script';
import type { PatchOptions } from './patches';

// The browser build's stats, which the build aliases into the server render (webpack.ts).
jest.mock('webpack-stats-of-build', () => ({}), { virtual: true });

/** The end of the body as Gatsby's cache-dir/static-entry.js makes it, with slices on. */
const gatsbyPostBody = (script = '/*<![CDATA[*/window.pagePath="/ar/404/";/*]]>*/') => [
  <script key="other">b()</script>,
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: script }} />,
  <div key="slice">slice</div>,
];

const html = (components: ReactNode[]) => renderToStaticMarkup(<>{components}</>);

it('drops Gatsby’s page-path script from the body’s end, and nothing else', () => {
  expect(html(withoutPagePathScript(gatsbyPostBody()))).toBe('<script>b()</script><div>slice</div>');
});

it('fails loudly when that script holds more than the path', () => {
  expect(() => withoutPagePathScript(gatsbyPostBody('/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/'))).toThrow(
    'pagePathScriptOut',
  );
});

it.each([
  [{}, false],
  [{ off: ['pagePathScriptOut'] }, true],
])('onPreRenderHTML with %j keeps the script: %s', (options, kept) => {
  let components: ReactNode[] = gatsbyPostBody();
  const args = { getPostBodyComponents: () => components, replacePostBodyComponents: (next: ReactNode[]) => (components = next) };
  (onPreRenderHTML as (args: unknown, options: PatchOptions) => void)(args, options as PatchOptions);
  expect(html(components).includes('window.pagePath')).toBe(kept);
});
