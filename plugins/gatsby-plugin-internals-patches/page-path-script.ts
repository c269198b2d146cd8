import { isValidElement, type ReactNode } from 'react';

/** Gatsby's page-path script, as cache-dir/static-entry.js writes it (patches.ts checks the file still does). */
const PAGE_PATH_SCRIPT_ID = 'gatsby-script-loader';
const pagePathScript = /^\/\*<!\[CDATA\[\*\/window\.pagePath="[^"]*";\/\*\]\]>\*\/$/;

/**
 * The body's end without Gatsby's page-path script. Throws when a script of that id holds more
 * than the page's path: Gatsby changed what it writes there, and dropping it could lose it.
 */
export function withoutPagePathScript(components: ReactNode[]): ReactNode[] {
  return components.filter((component) => {
    if (
      !isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component) ||
      component.props.id !== PAGE_PATH_SCRIPT_ID
    )
      return true;
    const script = component.props.dangerouslySetInnerHTML?.__html ?? '';
    if (!pagePathScript.test(script))
      throw new Error(`pagePathScriptOut: Gatsby's page-path script holds more than the path (patches.ts): ${script}`);
    return false;
  });
}
