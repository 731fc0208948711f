import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { findFreePort } from '../e2e/setup/server';
import {
  buildProduction,
  cpuSeconds,
  ensureData,
  projectRoot,
  residentMemory,
  startOurServer,
  startProcess,
  waitFor,
} from './production';
import { capture } from './limit';
import { quantile } from './stats';

/**
 * bench/http (`npm run bench:http`, issue 22, decision 215): every public read over HTTP at 50 connections,
 * beside a limit server (bench/limit-server.ts: the same Fastify answering the same bytes from memory with no
 * logging), in alternating rounds (ours, limit, ours, limit…) so that both see the same load on a shared
 * machine; prints each call's median requests a second, the limit's, their ratio, the p99s and the CPU time each
 * server spent a request (its ratio moves less with the sharing of the cores than the rates' ratio does).
 *
 * Our side is the production build (scripts/build-server.mjs, compiled JavaScript) of bench/bench-server.ts:
 * server/main.ts without the per-address request limits, since all the load comes from one address. The data
 * is every shipped source, imported once into bench/results/data-pglite (or BENCH_DATA_DIR; DATABASE_URL
 * measures a PostgreSQL server instead). BENCH_ROUNDS (3) rounds of BENCH_SECONDS (5) a side, BENCH_ONLY=a,b
 * to run some calls only, BENCH_REQUEST_LIMITS=1 to keep our per-address limits on (decision 346).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const ACCEPT = 'br, gzip';

interface Call {
  name: string;
  url: string;
  /** Sent with `Accept-Encoding: br, gzip`: the compressed answer against the same compressed bytes. */
  compressed?: boolean;
}

function shellScript(): string {
  const html = readFileSync(path.join(projectRoot, 'dist/web/index.html'), 'utf8');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('dist/web/index.html names no script: run `npm run build`');
  return script;
}

function calls(): Call[] {
  const script = shellScript();
  const all: Call[] = [
    { name: 'search: a common word', url: '/api/search-strongs?q=love&version=kjv&page=1' },
    { name: 'search: a phrase', url: '/api/search-strongs?q=%22in%20the%20beginning%22&version=kjv&page=1' },
    { name: "search: a Strong's number", url: '/api/search-strongs?q=H430&version=kjv&page=1' },
    { name: 'search: a reference', url: '/api/search-strongs?q=John%203%3A16&version=kjv&page=1' },
    { name: 'chapter (John 3)', url: '/api/bible/kjv/43/3' },
    { name: 'concordance entry', url: '/api/concordance/H7225' },
    { name: 'dictionary list page', url: '/api/concordance/search?q=love' },
    { name: 'interlinear (Genesis 1)', url: '/api/interlinear/Gen/1' },
    { name: 'health', url: '/api/health' },
    { name: 'shell (/)', url: '/' },
    { name: 'asset (main script)', url: script },
    { name: 'search: a common word', url: '/api/search-strongs?q=love&version=kjv&page=1', compressed: true },
    { name: 'chapter (John 3)', url: '/api/bible/kjv/43/3', compressed: true },
    { name: 'concordance entry', url: '/api/concordance/H7225', compressed: true },
    { name: 'interlinear (Genesis 1)', url: '/api/interlinear/Gen/1', compressed: true },
    { name: 'shell (/)', url: '/', compressed: true },
    { name: 'asset (main script)', url: script, compressed: true },
    // Issue 38: what the reader asks of every chapter, a verse's full list, the two study searches, an entry.
    { name: 'cross-references: chapter counts', url: '/api/cross-references/kjv/John/3' },
    {
      name: 'cross-references: a verse, all, previews',
      url: '/api/cross-references/kjv/Acts/24/25?limit=500&negative=1',
    },
    { name: 'search: xref:', url: '/api/search-strongs?q=xref%3AJohn.3.16&version=kjv&page=1' },
    { name: 'search: topic:', url: '/api/search-strongs?q=topic%3Aprayer&version=kjv&page=1' },
    { name: "dictionary: Easton's entry", url: '/api/dictionary/entry/Bethlehem' },
    // Issue 39: the grammatical concordance, one term and three with near:, counts and breakdowns with a page.
    {
      name: 'grammar: lemma and parsing',
      url: `/api/grammar?q=${encodeURIComponent('lemma:ἀγαπάω morph:"present imperative"')}&version=sblgnt`,
    },
    {
      name: 'grammar: near',
      url: `/api/grammar?q=${encodeURIComponent('morph:"qal imperative" near:5 lemma:H3068')}&version=wlc`,
    },
  ];
  const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim().toLowerCase());
  return only ? all.filter((call) => only.some((part) => call.name.toLowerCase().includes(part))) : all;
}

/** BENCH_REQUEST_LIMITS=1: our server keeps its per-address limits, and each request comes from another address. */
const LIMITS_ON = process.env.BENCH_REQUEST_LIMITS === '1';
/**
 * Addresses the load cycles through with limits on: enough that none passes a route's 50 requests in 10 s
 * below 25,000 requests a second, and within the rate limiter's store (5,000 addresses by default).
 */
const ADDRESSES = 5000;
let nextAddress = 0;

function load(base: string, call: Call): Promise<autocannon.Result> {
  const headers: Record<string, string> = call.compressed ? { 'accept-encoding': ACCEPT } : {};
  return autocannon({
    url: base + call.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(LIMITS_ON
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const n = nextAddress++ % ADDRESSES;
                request.headers = { ...headers, 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` };
                return request;
              },
            },
          ],
        }
      : {}),
  });
}

const format = (value: number) => Math.round(value).toLocaleString('en');

async function main(): Promise<void> {
  buildProduction();
  ensureData();
  const limitPort = await findFreePort();
  const ours = await startOurServer(LIMITS_ON ? { TRUST_PROXY: '127.0.0.1' } : {});
  const limit: { stop(): Promise<void> }[] = [];
  try {
    const ourBase = ours.base;
    await waitFor(`${ourBase}/api/health`);
    // Every version's index built before anything is timed (the bench server builds them all at start).
    await waitFor(`${ourBase}/api/search-strongs?q=love&version=all`);
    console.log(`Our server with every version loaded: ${residentMemory(ours.child.pid)}`);
    const list = calls();
    // Each answer once (this builds the indexes it needs), then captured for the limit server.
    const captured = [];
    for (const call of list) {
      const answer = await capture(ourBase, call.url, call.compressed ? ACCEPT : undefined);
      if (answer.status !== 200) throw new Error(`${call.url} answered ${answer.status}`);
      captured.push({
        url: call.url,
        encoding: call.compressed ? 'compressed' : 'identity',
        contentType: answer.contentType,
        contentEncoding: answer.contentEncoding,
        headers: answer.headers,
        body: answer.body.toString('base64'),
        bytes: answer.body.length,
      });
    }
    const capturedFile = path.join(projectRoot, 'bench/results/http-answers.json');
    mkdirSync(path.dirname(capturedFile), { recursive: true });
    writeFileSync(capturedFile, JSON.stringify(captured));
    const limitServer = startProcess(
      ['--import', 'tsx', 'bench/limit-server.ts', capturedFile, String(limitPort)],
      {
        ...process.env,
        NODE_ENV: 'production',
      },
    );
    limit.push(limitServer);
    const limitBase = `http://127.0.0.1:${limitPort}`;
    await waitFor(`${limitBase}${list[0]!.url}`);

    const rows: string[][] = [];
    const results = [];
    for (const [index, call] of list.entries()) {
      const rates = { ours: [] as number[], limit: [] as number[] };
      const p99 = { ours: [] as number[], limit: [] as number[] };
      const cpu = { ours: [] as number[], limit: [] as number[] };
      let failures = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of ['ours', 'limit'] as const) {
          const pid = side === 'ours' ? ours.child.pid : limitServer.child.pid;
          const cpuBefore = cpuSeconds(pid);
          const result = await load(side === 'ours' ? ourBase : limitBase, call);
          rates[side].push(result.requests.average);
          p99[side].push(result.latency.p99);
          cpu[side].push(((cpuSeconds(pid) - cpuBefore) / Math.max(1, result.requests.total)) * 1e6);
          failures += result.errors + result.non2xx;
        }
      }
      const ourRate = quantile(rates.ours, 0.5);
      const limitRate = quantile(rates.limit, 0.5);
      const ourCpu = quantile(cpu.ours, 0.5);
      const limitCpu = quantile(cpu.limit, 0.5);
      const entry = captured[index]!;
      const row = [
        call.name,
        call.compressed ? `${entry.contentEncoding ?? 'none'}` : 'identity',
        `${(entry.bytes / 1024).toFixed(1)} KB`,
        format(ourRate),
        format(limitRate),
        (ourRate / limitRate).toFixed(2),
        `${quantile(p99.ours, 0.5)} ms`,
        `${quantile(p99.limit, 0.5)} ms`,
        `${Math.round(ourCpu)} µs`,
        `${Math.round(limitCpu)} µs`,
        (limitCpu / ourCpu).toFixed(2),
        failures ? `${failures} FAILED` : '',
      ];
      rows.push(row);
      results.push({ ...call, bytes: entry.bytes, rates, p99, cpu, failures });
      console.log(row.filter(Boolean).join(' | '));
    }
    const header = [
      'call',
      'encoding',
      'bytes',
      'ours /s',
      'limit /s',
      'ratio',
      'ours p99',
      'limit p99',
      'ours CPU a request',
      'limit CPU a request',
      'CPU ratio',
      '',
    ];
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s a side, medians:\n`,
    );
    console.log(`| ${header.slice(0, -1).join(' | ')} |`);
    console.log(
      `| ${header
        .slice(0, -1)
        .map(() => '---')
        .join(' | ')} |`,
    );
    for (const row of rows)
      console.log(`| ${row.slice(0, -1).join(' | ')} |${row.at(-1) ? ` ${row.at(-1)}` : ''}`);
    console.log(`\nOur server after the load: ${residentMemory(ours.child.pid)}`);
    const below = rows.filter((row) => Number(row[5]) < 0.5);
    console.log(
      below.length
        ? `\nBelow 0.5: ${below.map((row) => `${row[0]} (${row[1]})`).join(', ')}`
        : '\nEvery call at 0.5 of the limit or above.',
    );
    writeFileSync(
      path.join(projectRoot, `bench/results/http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify({ rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, results }, null, 2),
    );
  } finally {
    for (const server of limit) await server.stop();
    await ours.stop();
  }
}

await main();
