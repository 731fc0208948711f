import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { projectRoot } from './production';
import { summarise, type Summary } from './stats';

/**
 * Issue 41's sizes and timings (`npm run bench:offline`, decision 415): the KJV with Strong's and the lexicon
 * kept in Debian's Chromium, then the offline reader's worker (the built one, as the page runs it) asked for
 * chapters and searches with the network cut, beside the server answering the same calls over HTTP (the peer).
 * Run twice: at full speed, and at the Lighthouse mobile profile's 4× CPU slowdown (CDP's CPU throttling, which
 * slows the page's workers too).
 *
 * It needs a running production server with the real KJV and Strong's dictionaries (BASE_URL, default
 * http://127.0.0.1:3999), for instance:
 *   DATA_DIR=/tmp/qd npm run import -- strongs-hebrew strongs-greek verse-map kjv
 *   npm run build && NODE_ENV=test PORT=3999 DATA_DIR=/tmp/qd OPENCONCORDANCE_SKIP_IMPORT=1 \
 *     ADMIN_USERNAME=admin ADMIN_PASSWORD=… node dist/server/main.js
 */

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3999';
const CHAPTERS = Number(process.env.CHAPTERS ?? 200);
const SEARCHES = [
  'love',
  'H430',
  '"in the beginning"',
  'faith hope',
  'lov*',
  'G26',
  'shepherd in:Psalms',
  'grace -law',
];

interface Pack {
  code: string;
  kind: string;
  name: string;
  file: string;
  bytes: number;
  storedBytes: number;
}

/** Every KJV chapter's address, from the books answer. */
async function chapterUrls(): Promise<string[]> {
  const books = (await (await fetch(`${BASE_URL}/api/bible/kjv`)).json()) as {
    books: { osis: string; chapters: number[] }[];
  };
  return books.books.flatMap((book) =>
    book.chapters.map((chapter) => `/api/bible/kjv/${book.osis}/${chapter}`),
  );
}

/** A spread of chapters: every n-th of the 1,189, so long and short books both come. */
function sample(urls: string[], count: number): string[] {
  const step = Math.max(1, Math.floor(urls.length / count));
  return urls.filter((_url, at) => at % step === 0).slice(0, count);
}

/** Starts the built worker in the page while the network is there (its script is fetched then). */
async function startWorker(page: Page, worker: string): Promise<void> {
  await page.evaluate(async (worker) => {
    const running = new Worker(worker, { type: 'module' });
    (window as unknown as { benchWorker: Worker }).benchWorker = running;
    // An address it does not answer from packs: its 503 says the script runs, without opening a pack.
    await new Promise((resolve) => {
      running.onmessage = resolve;
      running.postMessage({ id: 1, url: '/api/nothing' });
    });
  }, worker);
}

/** Milliseconds of each call asked of the page's worker, in order, and its statuses. */
async function workerTimes(page: Page, urls: string[]): Promise<{ times: number[]; statuses: number[] }> {
  return page.evaluate(async (urls) => {
    const running = (window as unknown as { benchWorker: Worker }).benchWorker;
    const times: number[] = [];
    const statuses: number[] = [];
    let id = 1;
    for (const url of urls) {
      const started = performance.now();
      const reply = await new Promise<{ status: number }>((resolve) => {
        running.onmessage = (event: MessageEvent<{ status: number }>) => resolve(event.data);
        running.postMessage({ id: ++id, url });
      });
      times.push(performance.now() - started);
      statuses.push(reply.status);
    }
    return { times, statuses };
  }, urls);
}

/** Milliseconds of each call answered by the server over HTTP, from the same page. */
async function serverTimes(page: Page, urls: string[]): Promise<number[]> {
  return page.evaluate(async (urls) => {
    const times: number[] = [];
    for (const url of urls) {
      const started = performance.now();
      await (await fetch(url)).text();
      times.push(performance.now() - started);
    }
    return times;
  }, urls);
}

/**
 * The KJV's index built from its kept pack on a page's main thread (bench/offline-index.entry.ts) at the CPU
 * slowdown `rate`, `rounds` times, each on a fresh page as a reader's first search is (its script not yet
 * compiled): the books' parts parsed and joined (open), then the index built (the issue's bar).
 */
async function indexBuildTimes(
  context: BrowserContext,
  file: string,
  rate: number,
  rounds: number,
): Promise<{ open: Summary; build: Summary }> {
  const bundle = await build({
    entryPoints: [path.join(projectRoot, 'bench', 'offline-index.entry.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const open: number[] = [];
  const built: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const page = await context.newPage();
    // A page of the site's origin with no script of its own, as the offline worker has its thread to itself.
    await page.goto(`${BASE_URL}/robots.txt`);
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = await page.evaluate(
      (file) =>
        (
          window as unknown as {
            keptIndexTimes: (file: string, rounds: number) => Promise<{ open: number[]; build: number[] }>;
          }
        ).keptIndexTimes(file, 1),
      file,
    );
    open.push(...times.open);
    built.push(...times.build);
    await page.close();
  }
  return { open: summarise(open), build: summarise(built) };
}

const ms = (summary: Summary) => `${summary.median.toFixed(1)} / ${summary.p99.toFixed(1)} ms`;

async function main(): Promise<void> {
  const assets = path.join(projectRoot, 'dist', 'web', 'assets');
  const workerFile = readdirSync(assets).find((name) => /^offline\.worker-.*\.js$/.test(name));
  if (!workerFile) throw new Error('No built offline worker: run npm run build first');
  const manifest = (await (await fetch(`${BASE_URL}/api/offline/packs`)).json()) as { packs: Pack[] };
  const kjv = manifest.packs.find((pack) => pack.code === 'kjv');
  const lexicon = manifest.packs.find((pack) => pack.kind === 'lexicon');
  if (!kjv || !lexicon) throw new Error(`${BASE_URL} offers no KJV or lexicon pack`);
  const allBytes = manifest.packs.reduce((sum, pack) => sum + pack.bytes, 0);
  console.log('Packs (brotli download / kept):');
  for (const pack of manifest.packs) {
    console.log(
      `  ${pack.code.padEnd(10)} ${(pack.bytes / 1e6).toFixed(2)} MB / ${(pack.storedBytes / 1e6).toFixed(1)} MB`,
    );
  }
  console.log(`  every pack: ${(allBytes / 1e6).toFixed(2)} MB`);

  const chapters = sample(await chapterUrls(), CHAPTERS);
  const searches = SEARCHES.map((q) => `/api/search-strongs?q=${encodeURIComponent(q)}&version=kjv`);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const rate of [1, 4]) {
      // The bench's script is added inline, which the site's Content Security Policy rightly refuses.
      const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
      const times = await indexBuildTimes(context, kjv.file, rate, Number(process.env.ROUNDS ?? 7));
      console.log(
        `\nThe KJV's index built from its kept pack, first on a fresh page, CPU slowdown ${rate}×, median / p99 of ${times.build.runs}:`,
      );
      console.log(`  open (parse and join the books' parts): ${ms(times.open)}`);
      console.log(`  build the index: ${ms(times.build)}`);
      await context.close();
    }
    if (process.env.INDEX_ONLY) return;
    for (const slowdown of [1, 4]) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/offline`);
      const started = Date.now();
      await page.getByRole('button', { name: `Keep ${kjv.name}` }).click();
      await page.getByText(`${kjv.name} is kept on this device`).waitFor({ timeout: 120_000 });
      const keptMs = Date.now() - started;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const online = summarise(await serverTimes(page, chapters));
      const onlineSearch = summarise(await serverTimes(page, searches));
      await startWorker(page, `/assets/${workerFile}`);
      await context.setOffline(true);
      // Cold: the worker opens the kept pack (IndexedDB, parse) for its first chapter.
      const first = await workerTimes(page, chapters.slice(0, 1));
      const warm = await workerTimes(page, chapters);
      // A search first builds the KJV's index in the worker; the rest use it.
      const searched = await workerTimes(page, [...searches.slice(0, 1), ...searches]);
      const bad = [...first.statuses, ...warm.statuses, ...searched.statuses].filter(
        (status) => status !== 200,
      );
      if (bad.length) throw new Error(`the worker answered ${bad.length} calls with ${bad[0]}`);
      const chapter = summarise(warm.times.slice(1));
      const search = summarise(searched.times.slice(2));
      console.log(
        `\nCPU slowdown ${slowdown}× (${slowdown === 4 ? 'the Lighthouse mobile profile' : 'this machine'}):`,
      );
      console.log(`  keep KJV + lexicon (download, check, store): ${keptMs} ms`);
      console.log(`  first chapter offline (open the pack, then answer): ${first.times[0]!.toFixed(0)} ms`);
      console.log(
        `  chapters offline, median / p99 of ${chapter.runs}: ${ms(chapter)}; the server over HTTP: ${ms(online)}`,
      );
      console.log(`  first search offline (builds the KJV's index): ${searched.times[0]!.toFixed(0)} ms`);
      console.log(
        `  searches offline, median / p99 of ${search.runs}: ${ms(search)}; the server over HTTP: ${ms(onlineSearch)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
