import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { Credentials, JourneyTest } from './types';

const TEST_TIMEOUT_MS = 60_000;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export interface RunOptions {
  browser: Browser;
  baseUrl: string;
  adminCredentials: Credentials;
  journeysDir: string;
  artifactsDir: string;
  /** Only tests whose name contains this text (E2E_GREP). */
  grep?: string | undefined;
}

export interface RunResult {
  passed: number;
  failed: number;
}

/** Loads every `*.journey.ts` file in order of name; each exports `journeys`. */
async function loadJourneys(journeysDir: string): Promise<JourneyTest[]> {
  const files = readdirSync(journeysDir)
    .filter((file) => file.endsWith('.journey.ts'))
    .sort();
  const tests: JourneyTest[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(journeysDir, file)).href)) as {
      journeys?: JourneyTest[];
    };
    if (!module.journeys) throw new Error(`${file} does not export journeys`);
    tests.push(...module.journeys);
  }
  return tests;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs each test in its own browser contexts; a failing test leaves screenshots in the artifacts folder. */
export async function runJourneys(options: RunOptions): Promise<RunResult> {
  const tests = (await loadJourneys(options.journeysDir)).filter(
    (test) => !options.grep || test.name.includes(options.grep),
  );
  mkdirSync(options.artifactsDir, { recursive: true });
  const result: RunResult = { passed: 0, failed: 0 };

  for (const test of tests) {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    const openContext = async (contextOptions: BrowserContextOptions = DESKTOP) => {
      const context = await options.browser.newContext({ baseURL: options.baseUrl, ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    };
    const started = Date.now();
    try {
      const page = await openContext();
      await withTimeout(
        test.run({
          page,
          baseUrl: options.baseUrl,
          adminCredentials: options.adminCredentials,
          newPage: openContext,
        }),
        TEST_TIMEOUT_MS,
        test.name,
      );
      if (pageErrors.length) throw new Error(`Uncaught errors in the page:\n  ${pageErrors.join('\n  ')}`);
      result.passed++;
      console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      result.failed++;
      console.log(
        `  ✗ ${test.name}\n    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      await saveScreenshots(contexts, path.join(options.artifactsDir, slug(test.name)));
    } finally {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    }
  }
  return result;
}

async function saveScreenshots(contexts: BrowserContext[], prefix: string): Promise<void> {
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      const file = `${prefix}${index ? `-${index}` : ''}.png`;
      index++;
      await page
        .screenshot({ path: file, fullPage: true })
        .then(() => console.log(`    screenshot: ${path.relative(process.cwd(), file)}`))
        .catch(() => undefined);
    }
  }
}
