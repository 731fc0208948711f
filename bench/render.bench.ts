import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { ownRoutes } from '../server/render/page-renderer';
import type { render as Render } from '../web/entry-server';
import { ensureData, projectRoot, run, serverDataDir } from './production';
import { quantile } from './stats';

/**
 * bench/render (`npm run bench:render`, decision 330): what a page's render on the server costs with the calls
 * its declaration names started before the first render (prefetch) and without (the calls found by rendering,
 * pass after pass), side by side in one process. Our app (buildApp, the per-address limits off) answers the
 * renders' calls in the same process, as the page renderer does (`ownRoutes`); kept pages play no part (the
 * web app's server build, dist/ssr/entry-server.js, is called directly). BENCH_ROUNDS (7) alternating rounds of
 * BENCH_RENDERS (20) renders a side per page; per page the passes, the calls, the median and p99 of a render
 * and the least CPU a round took per render (what other programs on a shared machine change least).
 * BENCH_DATA=all renders on every shipped version (bench/production.ts's data), else on the journeys' fixtures.
 * Run `npx vite build --ssr` (or `npm run build`) first.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20);
const ALL = process.env.BENCH_DATA === 'all';

const PAGES = [
  '/',
  '/about',
  '/bible/John/3',
  '/bible/John/3/16?version=web',
  '/bible/Hezekiah/4/2',
  '/simple-results?q=love&version=kjv&page=1',
  '/search?q=love',
  '/concordance/H7225',
  '/timeline',
];

function fixtureData(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openconcordance-render-'));
  run(process.execPath, ['--import', 'tsx', 'e2e/setup/import-fixtures.ts'], {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  return dataDir;
}

async function main(): Promise<void> {
  const entryFile = path.join(projectRoot, 'dist/ssr/entry-server.js');
  if (!existsSync(entryFile))
    throw new Error('dist/ssr/entry-server.js is missing: run `npx vite build --ssr`');
  const { render } = (await import(pathToFileURL(entryFile).href)) as { render: typeof Render };
  const fixtures = ALL ? undefined : fixtureData();
  if (fixtures) process.env.DATA_DIR = fixtures;
  else ensureData();
  process.env.DATA_DIR ??= serverDataDir();
  process.env.NODE_ENV ??= 'production';
  process.env.LOG_LEVEL ??= 'warn';
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, requestLimits: false });
  await app.ready();
  await app.services.indexes.warmUp();
  let calls = 0;
  const inner = ownRoutes(app, '127.0.0.1');
  const transport: typeof inner = (url, init) => {
    calls += 1;
    return inner(url, init);
  };
  console.log(
    `${ROUNDS} alternating rounds of ${RENDERS} renders a side, on ${ALL ? 'every shipped version' : "the journeys' fixtures"}; a render's median and p99 (ms), the least CPU a round took per render (ms):\n`,
  );
  console.log(
    '| page | passes without / with | calls without / with | without: p50 / p99 | with: p50 / p99 | CPU without / with | with / without (CPU) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const url of PAGES) {
      const sides = [false, true].map((prefetch) => ({
        prefetch,
        passes: 0,
        calls: 0,
        times: [] as number[],
        cpu: [] as number[],
        html: '',
      }));
      for (const side of sides) {
        calls = 0;
        const page = await render(url, transport, { prefetch: side.prefetch });
        side.passes = page.passes;
        side.calls = calls;
        side.html = page.html.replace(/_R_[0-9a-z]+_/g, '');
      }
      if (sides[0]!.html !== sides[1]!.html) throw new Error(`${url}: the two renders differ`);
      for (let index = 0; index < ROUNDS; index++) {
        for (const side of sides) {
          const cpu = process.cpuUsage();
          for (let each = 0; each < RENDERS; each++) {
            const start = performance.now();
            await render(url, transport, { prefetch: side.prefetch });
            side.times.push(performance.now() - start);
          }
          const used = process.cpuUsage(cpu);
          side.cpu.push((used.user + used.system) / 1000 / RENDERS);
        }
      }
      const [without, withIt] = sides as [(typeof sides)[0], (typeof sides)[0]];
      const ms = (values: number[]) =>
        `${quantile(values, 0.5).toFixed(1)} / ${quantile(values, 0.99).toFixed(1)}`;
      const cpuOf = (side: typeof without) => Math.min(...side.cpu);
      console.log(
        `| ${url} | ${without.passes} / ${withIt.passes} | ${without.calls} / ${withIt.calls} | ${ms(without.times)} | ${ms(withIt.times)} | ${cpuOf(without).toFixed(1)} / ${cpuOf(withIt).toFixed(1)} | ${(cpuOf(withIt) / cpuOf(without)).toFixed(2)} |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    if (fixtures) rmSync(fixtures, { recursive: true, force: true });
  }
}

await main();
