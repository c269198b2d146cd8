/**
 * Files for machine readers, written after the pages: the Markdown copy of every indexable
 * page of every prefix (`{page URL}index.md`), and per prefix `llms.txt` (links to them) and
 * `llms-full.txt` (all of them in one file); the root `/llms.txt` lists the language versions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localizedPath, type BuiltLocale } from '../src/lib/locales';
import type { MenuSection } from '../src/lib/menu';
import type { RouteDefinition } from '../src/lib/routes';
import type { PageBody } from '../src/lib/sections/types';
import { prebuiltAnalysisPages } from './analysis-pages';
import { LLMS_FILES, llmsTxt } from './llms';
import { pageMarkdown } from './page-text/markdown';
import { MARKDOWN_FILE } from '../src/lib/seo';
import { localeTexts, sitePageTexts } from './page-text/site-pages';
import { readLocaleStrings } from './translations';

export interface MachineReaderFiles {
  /** Path below public/ → contents. */
  files: Map<string, string>;
  /** Per prefix: pages, and the sizes of its llms files in bytes. */
  summary: { code: string; pages: number; llms: number; full: number }[];
}

/** The page's folder below public/ for a page path below the prefix. */
const folderOf = (code: string, routePath: string) => localizedPath(code, routePath).replace(/^\//, '');

export function machineReaderFiles(
  locales: readonly BuiltLocale[],
  menu: MenuSection[],
  routes: RouteDefinition[],
  bodies: readonly PageBody[],
  now: number = Date.now(),
): MachineReaderFiles {
  const files = new Map<string, string>();
  const summary: MachineReaderFiles['summary'] = [];
  for (const locale of locales) {
    const resources = readLocaleStrings(locale);
    const { t } = localeTexts(locale, resources);
    const labels = { breadcrumb: t('common:meta.breadcrumb'), riskTitle: t('common:footer.riskTitle') };
    const pages = sitePageTexts({ locale, resources, routes, bodies, prebuilt: prebuiltAnalysisPages(locale), now });
    const copies = pages.map((page) => ({ page, markdown: pageMarkdown(page, labels) }));
    for (const { page, markdown } of copies) {
      const routePath = new URL(page.url).pathname;
      files.set(`${routePath.replace(/^\//, '')}${MARKDOWN_FILE}`, markdown);
      // The root home page is the default locale's home page under another address.
      if (locale.code === defaultLocale && routePath === localizedPath(locale.code, '')) files.set(MARKDOWN_FILE, markdown);
    }
    const llms = llmsTxt(menu, routes, resources, locale);
    const full = copies.map(({ markdown }) => markdown).join('\n---\n\n');
    files.set(`${folderOf(locale.code, '')}${LLMS_FILES.index}`, llms);
    files.set(`${folderOf(locale.code, '')}${LLMS_FILES.full}`, full);
    if (locale.code === defaultLocale) files.set(LLMS_FILES.index, llmsTxt(menu, routes, resources, locale, { languages: locales }));
    summary.push({ code: locale.code, pages: pages.length, llms: Buffer.byteLength(llms), full: Buffer.byteLength(full) });
  }
  return { files, summary };
}

export function writeMachineReaderFiles(publicDir: string, output: MachineReaderFiles): void {
  for (const [file, contents] of output.files) {
    const target = path.join(publicDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
}
