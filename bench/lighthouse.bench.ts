import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../e2e/setup/server';

/**
 * Lighthouse, mobile (its default: a Moto G Power, slow 4G, 4× CPU slowdown, simulated), on the pages of issue
 * 23: home, results, a reader chapter with its verse, a concordance entry; two runs each (`npm run bench:lighthouse`).
 *
 * Lighthouse is not a dependency of the project: install it once outside it with
 * `mkdir -p /tmp/lh && cd /tmp/lh && npm install lighthouse@13` (or point LIGHTHOUSE_BIN at another copy).
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium). The site is the production build
 * (`npm run build` first) started with the e2e fixtures, unless BASE_URL names a running site.
 * COMPRESS=1 puts a compressing proxy in front of the site (brotli for text answers), to measure the pages as
 * they are once the server compresses its answers (issue 22 adds that to the server itself).
 * Writes the reports to e2e/artifacts/lighthouse/ (ignored by git) and prints a table for bench/RESULTS.md.
 */

const run = promisify(execFile);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(projectRoot, 'e2e', 'artifacts', 'lighthouse');
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? '/tmp/lh/node_modules/.bin/lighthouse';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 2);
const PAGES = (process.env.PAGES ?? '/,/simple-results?q=love,/bible/John/3/16,/concordance/H7225').split(
  ',',
);

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string }[] };
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

/** The gzipped size of the scripts a page loaded (the goal is counted gzipped, whatever the server sends). */
async function scriptBytes(report: Report): Promise<number> {
  const urls = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url as string);
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Lighthouse sometimes loses its trace on this busy machine (NO_NAVSTART): a run is tried up to three times. */
async function lighthouse(url: string, file: string, attempt = 1): Promise<Report> {
  try {
    return await lighthouseOnce(url, file);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, file, attempt + 1);
  }
}

async function lighthouseOnce(url: string, file: string): Promise<Report> {
  await run(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-background-networking --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const value = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

/** A local proxy that compresses text answers with brotli, as a compressing server would. */
function compressingProxy(upstream: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(upstream + (request.url ?? '/'), { redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
          headers[name] = value;
      });
      const compress =
        /text|javascript|json|xml|svg/.test(type) &&
        /\bbr\b/.test(String(request.headers['accept-encoding']));
      const sent = compress ? brotliCompressSync(body) : body;
      if (compress) headers['content-encoding'] = 'br';
      response.writeHead(answer.status, { ...headers, 'content-length': String(sent.length) });
      response.end(sent);
    })().catch(() => {
      response.writeHead(502);
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        server,
      });
    }),
  );
}

mkdirSync(outDir, { recursive: true });
let server: RunningServer | undefined;
const site = process.env.BASE_URL ?? (server = await startServer(path.join(outDir, 'server.log'))).baseUrl;
const proxy = process.env.COMPRESS === '1' ? await compressingProxy(site) : undefined;
const base = proxy?.url ?? site;
try {
  console.log(
    '| page | run | performance | LCP | CLS | TBT | FCP | best practices | accessibility | SEO | scripts (gzip) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // One untimed visit of each page first: the server's first answers include warming its caches.
  for (const page of PAGES) await fetch(base + page);
  for (const page of PAGES) {
    for (let index = 1; index <= RUNS; index += 1) {
      const file = path.join(outDir, `${page.replace(/[^a-z0-9]+/gi, '_')}-${index}.json`);
      const report = await lighthouse(base + page, file);
      const js = await scriptBytes(report);
      console.log(
        `| \`${page}\` | ${index} | ${score(report, 'performance')} | ${(value(report, 'largest-contentful-paint') / 1000).toFixed(1)} s | ${value(report, 'cumulative-layout-shift').toFixed(3)} | ${Math.round(value(report, 'total-blocking-time'))} ms | ${(value(report, 'first-contentful-paint') / 1000).toFixed(1)} s | ${score(report, 'best-practices')} | ${score(report, 'accessibility')} | ${score(report, 'seo')} | ${(js / 1024).toFixed(1)} KB |`,
      );
    }
  }
} finally {
  proxy?.server.close();
  await server?.stop();
}
