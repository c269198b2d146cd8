import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from '../scripts/browsers.mjs';

const port = Number(process.env.E2E_PORT ?? 9000);

/**
 * The embedded API's settings while the browser tests run (read by the server when a request
 * arrives): its own data directory, and request limits that the many tests from one address
 * do not reach (tests/e2e/server-settings.spec.ts serves the same build with other values).
 */
export const e2eServerEnv = {
  // One folder per port: copies of the site on one machine, each with its own port, never share a store.
  EMBEDDED_API_DATA_DIR: path.join(tmpdir(), `northwind-e2e-api-${port}`),
  RATE_LIMIT_SUBMISSIONS: '100000/60',
  RATE_LIMIT_LOGIN: '100000/60',
  RATE_LIMIT_CONSENT: '100000/60',
};

/**
 * Browser tests against the production build (`npm run build` first), served by
 * `gatsby serve` (scripts/serve.mjs), in Debian's Chromium headless shell (scripts/browsers.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  // The static host's rules and the API behind nginx apply only there: tests/playwright.nginx.config.ts.
  testIgnore: ['host.spec.ts', 'api-edge.spec.ts'],
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
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${port}`,
    cwd: '..',
    env: e2eServerEnv,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
