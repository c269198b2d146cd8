/** Types of scripts/browsers.mjs, for the TypeScript that imports it (tests/playwright.config.ts). */
export interface DebianBrowser {
  path: string;
  debianPackage: string;
}
export declare const headlessShell: DebianBrowser;
export declare const chromium: DebianBrowser;
