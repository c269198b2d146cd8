// The browsers the project's scripts launch: Debian's builds of Chromium, because Playwright and
// Puppeteer cannot download their own here. Each is overridable by an environment variable.

/**
 * Chromium's headless shell runs the browser tests and the accessibility gate: the same Blink and
 * V8 without the full browser's GPU process and start-up, so the suites take about half the time
 * on 2 cores (README, Quality).
 */
export const headlessShell = {
  path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};

/** The full browser, as visitors run it: Lighthouse measures with it. */
export const chromium = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
};
