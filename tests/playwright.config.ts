import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from '../scripts/browsers.mjs';

const port = Number(process.env.E2E_PORT ?? 9000);

/**
 * Browser tests against the production build (`npm run build` first), served by
 * `gatsby serve`, in Debian's Chromium headless shell (scripts/browsers.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  // The static host's rules (nginx) apply only there: tests/playwright.nginx.config.ts.
  testIgnore: ['host.spec.ts'],
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShell.path,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
