import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { capture, limitApp, limitKey, type LimitAnswer } from './limit';
import { ensureData, projectRoot, run, serverDataDir } from './production';
import { quantile } from './stats';

/**
 * bench/pipeline (`npm run bench:pipeline`, issue 22): what our request pipeline costs beyond the limit, with
 * the machine's sharing taken out. Our app (buildApp, as the bench server builds it: every version loaded, the
 * per-address limits off) and the limit answering the same bytes and headers (bench/limit.ts, as bench:http's
 * limit server does) listen in one process, on one heap, and a client in that same process asks each in turn over
 * loopback with 8 keep-alive connections. The process is a single busy thread, so the time a request takes
 * there is the CPU the client and the server spent on it: the client's share is the same for both, and the
 * difference is our pipeline's own work (hooks, validation, the handler's look-ups, writing the answer), with
 * the garbage it makes. bench:http measures the two as separate processes; where its gap is larger than
 * this one, the rest comes from running apart (our heap's size, the cores' sharing), not from our code path.
 * Run with `--optimize-for-size`, as production is (scripts/serve.sh). BENCH_ROUNDS (7) alternating rounds
 * of BENCH_REQUESTS (10,000) requests a side; medians of the rounds.
 *
 * PIPELINE_GATE=1 (`npm run check:pipeline`) is the suite's gate (decision 293): the e2e fixtures in a fresh
 * data directory instead of every version, 9 rounds of 500, and a failure if our CPU time over the limit's
 * (the least a round took, summed over the calls) is above the bound in bench/pipeline-bound.json
 * (PIPELINE_BOUND overrides it). The gate reads the process's CPU time, not the clock, which other programs on
 * a shared machine stretch.
 */
const GATE = process.env.PIPELINE_GATE === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (GATE ? 9 : 7));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (GATE ? 500 : 10_000));
const CONNECTIONS = 8;

const CALLS = [
  { name: 'health', url: '/api/health' },
  { name: 'search: a common word', url: '/api/search-strongs?q=love&version=kjv&page=1' },
  { name: 'search: a reference', url: '/api/search-strongs?q=John%203%3A16&version=kjv&page=1' },
  { name: 'dictionary list page', url: '/api/concordance/search?q=love' },
  { name: 'concordance entry', url: '/api/concordance/H7225' },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET: its status, headers and body, read to the end. */
function get(port: number, url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
    },
  );
}

/**
 * REQUESTS requests of `url` over CONNECTIONS connections: µs a request, the process's CPU µs a request (what
 * other programs on the machine change least), and each request's latency (ms).
 */
async function round(
  port: number,
  url: string,
): Promise<{ perRequest: number; cpuPerRequest: number; latencies: number[] }> {
  const latencies: number[] = [];
  let sent = 0;
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent++ < REQUESTS) {
        const asked = process.hrtime.bigint();
        const { status } = await get(port, url);
        if (status !== 200) throw new Error(`${url} answered ${status}`);
        latencies.push(Number(process.hrtime.bigint() - asked) / 1e6);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    perRequest: Number(process.hrtime.bigint() - start) / 1000 / REQUESTS,
    cpuPerRequest: (used.user + used.system) / REQUESTS,
    latencies,
  };
}

/** The limit (bench/limit.ts) answering each call with the bytes and headers `ours` answered it with. */
async function bareServer(ours: number): Promise<FastifyInstance> {
  const answers = new Map<string, LimitAnswer>();
  for (const { url } of CALLS) {
    answers.set(limitKey(false, url), await capture(`http://127.0.0.1:${ours}`, url));
  }
  const bare = limitApp(answers);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
const median = (values: number[]) => quantile(values, 0.5);

/** The gate's data: the journeys' made-up fixtures (seconds to import), in a directory of its own. */
function fixtureData(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openconcordance-pipeline-'));
  run(process.execPath, ['--import', 'tsx', 'e2e/setup/import-fixtures.ts'], {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  return dataDir;
}

interface PipelineBound {
  maxRatio: number;
}

/** Exits 1 when our summed CPU time over the limit's is above the recorded bound. */
function checkBound(ours: number, same: number): void {
  const recorded = JSON.parse(
    readFileSync(path.join(projectRoot, 'bench', 'pipeline-bound.json'), 'utf8'),
  ) as PipelineBound;
  const bound = Number(process.env.PIPELINE_BOUND ?? recorded.maxRatio);
  const ratio = ours / same;
  const verdict = ratio <= bound ? 'ok' : 'OVER';
  console.log(
    `\n${verdict}: our pipeline takes ${ratio.toFixed(3)} times the limit's CPU time, summed over the calls (bound ${bound})`,
  );
  if (ratio > bound) process.exitCode = 1;
}

async function main(): Promise<void> {
  const gateData = GATE ? fixtureData() : undefined;
  if (gateData) process.env.DATA_DIR = gateData;
  else ensureData();
  process.env.DATA_DIR ??= serverDataDir();
  process.env.NODE_ENV ??= 'production';
  process.env.LOG_LEVEL ??= 'warn';
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, requestLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.services.indexes.warmUp();
  const bare = await bareServer(portOf(app));
  console.log(
    `${CONNECTIONS} connections in one process, ${ROUNDS} alternating rounds of ${REQUESTS.toLocaleString('en')} requests a side; µs a request (client and server together), medians of the rounds:\n`,
  );
  console.log('| call | ours | the same bytes | ours beyond | ours p50 / p99 | same bytes p50 / p99 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  let oursTotal = 0;
  let sameTotal = 0;
  try {
    for (const call of CALLS) {
      const ourRounds: number[] = [];
      const bareRounds: number[] = [];
      const ourCpu: number[] = [];
      const bareCpu: number[] = [];
      const ourLatencies: number[] = [];
      const bareLatencies: number[] = [];
      await round(portOf(app), call.url); // warm-up
      await round(portOf(bare), call.url);
      for (let index = 0; index < ROUNDS; index++) {
        const ourRound = await round(portOf(app), call.url);
        const bareRound = await round(portOf(bare), call.url);
        ourRounds.push(ourRound.perRequest);
        bareRounds.push(bareRound.perRequest);
        ourCpu.push(ourRound.cpuPerRequest);
        bareCpu.push(bareRound.cpuPerRequest);
        ourLatencies.push(...ourRound.latencies);
        bareLatencies.push(...bareRound.latencies);
      }
      const ours = median(ourRounds);
      const same = median(bareRounds);
      // The least CPU a round took: what other programs on the machine (cache misses, interrupts) add least to.
      oursTotal += Math.min(...ourCpu);
      sameTotal += Math.min(...bareCpu);
      const ms = (values: number[]) =>
        `${quantile(values, 0.5).toFixed(2)} / ${quantile(values, 0.99).toFixed(2)} ms`;
      console.log(
        `| ${call.name} | ${ours.toFixed(1)} µs | ${same.toFixed(1)} µs | ${(ours - same).toFixed(1)} µs | ${ms(ourLatencies)} | ${ms(bareLatencies)} |`,
      );
    }
  } finally {
    agent.destroy();
    await bare.close();
    await app.close();
    await database.close();
    if (gateData) rmSync(gateData, { recursive: true, force: true });
  }
  if (GATE) checkBound(oursTotal, sameTotal);
}

await main();
