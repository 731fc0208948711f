import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

/**
 * Browser journeys (`npm run test:e2e`): e2e/journeys/*.journey.ts, then *.imports.ts, in Debian's Chromium
 * (never a downloaded browser) against one production server with the e2e fixtures, started by e2e/setup/global-setup.ts and
 * shared by both workers. A failed test keeps its trace and screenshots in e2e/artifacts/test-results
 * (`npx playwright show-trace <file>`); the HTML report goes to e2e/artifacts/report. Run a few journeys with
 * `npx playwright test -g "text"` (add SKIP_BUILD=1 to reuse the last web build).
 */
export default defineConfig({
  testDir: 'e2e/journeys',
  // The import journeys add editions to the shared server, so they run after every other journey.
  projects: [
    { name: 'journeys', testMatch: '*.journey.ts' },
    { name: 'imports', testMatch: '*.imports.ts', dependencies: ['journeys'] },
  ],
  outputDir: 'e2e/artifacts/test-results',
  globalSetup: './e2e/setup/global-setup.ts',
  // Every test opens its own browser contexts and its own accounts: tests of one file may run side by side.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys with several axe scans take 40-60 s on the 2-core machines while the suite shares them; a
  // minute left none of them any margin (CI, 26 November).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    // An action waiting on an element that is gone fails where it waits, not at the test's timeout with the
    // wait swallowed (the devotional journey on CI, 26 November).
    actionTimeout: 30_000,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace: every action with the DOM before and after it, network and console. The
    // trace's own screencast is off: on this two-core machine it made the suite a third slower, and the
    // snapshots plus the screenshot of the failure show the same.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The site's service worker (decision 413) would answer requests that a journey's page.route means to
    // answer: blocked everywhere but in the journeys of the offline shell, which allow it themselves.
    serviceWorkers: 'block',
  },
});
