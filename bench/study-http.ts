import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { EXPORT_FORMAT } from '../core/study/mark-files';
import { findFreePort } from '../e2e/setup/server';
import { postgresAdminUrl, type DatabaseKind } from '../server/test/databases';
import { startBenchServer } from './http';
import { capture } from './limit';
import { cpuSeconds, startProcess, waitFor } from './production';
import { quantile } from './stats';
import { CANON, mixedMarks, seeded } from './study-marks';

/**
 * The HTTP half of bench/study.bench.ts: the real server as its own process (bench/bench-server.ts, the KJV
 * imported) with a reader of 10,000 marks (brought in through `POST /api/study/import`), and the limit server
 * (bench/limit-server.ts) answering the bytes captured from it, loaded in alternating rounds of 50
 * connections. Answers the ratio of the median rates.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function signedIn(base: string): Promise<string> {
  const account = {
    username: `bench${randomBytes(4).toString('hex')}`,
    password: randomBytes(12).toString('hex'),
  };
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  const cookie = login.headers.getSetCookie().find((line) => line.includes('oc_session'));
  if (!cookie) throw new Error(`login: ${login.status} set no session cookie`);
  return cookie.split(';')[0]!;
}

/** 10,000 marks of the mix, as our JSON export, imported into the reader's account. */
async function importMarks(base: string, cookie: string): Promise<void> {
  const marks = mixedMarks(seeded(37), 10_000).map((mark) => ({
    kind: mark.kind,
    ref: mark.ref,
    ...(mark.version ? { version: mark.version } : {}),
    ...(mark.color ? { color: mark.color } : {}),
    ...(mark.note !== null ? { text: mark.note } : {}),
    tags: mark.tags,
    strongs: mark.strongs,
    createdAt: mark.createdAt!.toISOString(),
    updatedAt: mark.updatedAt!.toISOString(),
  }));
  const answer = await fetch(`${base}/api/study/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ format: EXPORT_FORMAT, version: 1, marks }),
  });
  if (answer.status !== 200) throw new Error(`import: ${answer.status} ${await answer.text()}`);
}

function load(base: string, paths: readonly string[], cookie: string): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oc_bench_study_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The chapter's marks answer over HTTP against the limit; the ratio of the median rates. */
export async function studyOverHttp(kind: DatabaseKind, dataDir: string): Promise<number> {
  const database = kind === 'postgres' ? await scratchDatabase() : undefined;
  const started = performance.now();
  const server = await startBenchServer({
    dataDir,
    port: await findFreePort(),
    readyPath: '/api/bible/kjv/John/3',
    sources: ['kjv'],
    ...(database ? { databaseUrl: database.url } : {}),
  });
  const limits: { stop(): Promise<void> }[] = [];
  try {
    const cookie = await signedIn(server.base);
    await importMarks(server.base, cookie);
    console.log(
      `\nHTTP on ${kind}: the server started with the KJV and a reader of 10,000 marks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const random = seeded(38);
    const paths = [
      '/api/study/marks?ref=John.3',
      '/api/study/marks?ref=Ps.23',
      ...Array.from({ length: 18 }, () => {
        const book = CANON[Math.floor(random() * CANON.length)]!;
        return `/api/study/marks?ref=${book.osis}.${1 + Math.floor(random() * book.chapters)}`;
      }),
    ];
    const captured = [];
    let bytes = 0;
    for (const url of paths) {
      const answer = await capture(server.base, url, undefined, { cookie });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      bytes += answer.body.length;
      captured.push({
        url,
        encoding: 'identity',
        contentType: answer.contentType,
        headers: answer.headers,
        body: answer.body.toString('base64'),
      });
    }
    const file = path.join(dataDir, 'study-answers.json');
    writeFileSync(file, JSON.stringify(captured));
    const limitPort = await findFreePort();
    const limit = startProcess(['--import', 'tsx', 'bench/limit-server.ts', file, String(limitPort)], {
      ...process.env,
      NODE_ENV: 'production',
    });
    limits.push(limit);
    const limitBase = `http://127.0.0.1:${limitPort}`;
    await waitFor(limitBase + paths[0]);

    const rates = { ours: [] as number[], limit: [] as number[] };
    const p99 = { ours: [] as number[], limit: [] as number[] };
    const cpu = { ours: [] as number[], limit: [] as number[] };
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['ours', 'limit'] as const) {
        const pid = side === 'ours' ? server.pid : limit.child.pid;
        const before = cpuSeconds(pid);
        const result = await load(side === 'ours' ? server.base : limitBase, paths, cookie);
        rates[side].push(result.requests.average);
        p99[side].push(result.latency.p99);
        cpu[side].push(((cpuSeconds(pid) - before) / Math.max(1, result.requests.total)) * 1e6);
        failures += result.errors + result.non2xx;
      }
    }
    const ours = quantile(rates.ours, 0.5);
    const bound = quantile(rates.limit, 0.5);
    const ratio = ours / bound;
    console.log(
      `HTTP ${kind}: a chapter's marks (20 chapters in turn, ${(bytes / paths.length / 1024).toFixed(1)} KB an answer on average), ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s: ` +
        `ours ${Math.round(ours)}/s (p99 ${quantile(p99.ours, 0.5)} ms), limit ${Math.round(bound)}/s (p99 ${quantile(p99.limit, 0.5)} ms), ratio ${ratio.toFixed(2)} (target ≥ 0.5); CPU a request ours ${Math.round(quantile(cpu.ours, 0.5))} µs, limit ${Math.round(quantile(cpu.limit, 0.5))} µs${failures ? `, ${failures} FAILED` : ''}`,
    );
    return failures ? 0 : ratio;
  } finally {
    for (const limit of limits) await limit.stop();
    await server.stop();
    await database?.drop();
  }
}
