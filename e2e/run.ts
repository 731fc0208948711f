import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { runJourneys, type RunResult } from './harness/runner';
import { startServer, type RunningServer } from './harness/server';

/**
 * Browser journeys against a production build: build the web app (unless SKIP_BUILD=1), start the server in
 * test mode on a free port with a fresh data directory, run e2e/journeys/*.journey.ts in headless Chromium,
 * print "N passed, N failed" and exit non-zero on any failure. E2E_GREP=text runs only matching tests.
 */
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const artifactsDir = path.join(e2eDir, 'artifacts');

async function main(): Promise<number> {
  mkdirSync(artifactsDir, { recursive: true });
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building the web app…');
    execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  }

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let result: RunResult = { passed: 0, failed: 0 };
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.log('Starting the server…');
    server = await startServer(path.join(artifactsDir, 'server.log'));
    console.log(`Server ready at ${server.baseUrl}`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    result = await runJourneys({
      browser,
      baseUrl: server.baseUrl,
      adminCredentials: server.adminCredentials,
      journeysDir: path.join(e2eDir, 'journeys'),
      artifactsDir,
      grep: process.env.E2E_GREP,
    });
  } catch (error) {
    console.error(error);
    result.failed++;
  } finally {
    await stopAll();
  }
  console.log(`${result.passed} passed, ${result.failed} failed`);
  return result.failed > 0 ? 1 : 0;
}

process.exit(await main());
