// The browser the project's scripts launch: Debian's build of Chromium's headless shell, because
// Playwright and Puppeteer cannot download their own here. CHROMIUM_HEADLESS_SHELL_PATH overrides it.

/**
 * Chromium's headless shell runs the browser tests, the accessibility gate and Lighthouse: the
 * same Blink and V8 as the full browser without its user interface. On 2 cores the
 * browser suites take about half the time, and under Lighthouse the browser's own processes use a
 * third of the CPU the full browser's do while the page loads (Arabic home page: browser process
 * 65-79 ms instead of 214-229, GPU process 18-35 instead of 90), CPU that the page's main thread
 * would otherwise wait for and Lighthouse count as blocking time (docs/quality.md, How Lighthouse is measured).
 */
export const headlessShell = {
  path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};
