import http from 'node:http';
import type { BooksResponse } from '../core/api/reader';
import type { VersionsResponse } from '../core/api/site';
import { buildProduction, ensureData, residentMiB, startOurServer, waitFor } from './production';
import { quantile } from './stats';

/**
 * bench/soak (`npm run bench:soak`, issue 22): the resident memory of the production server over a long mixed
 * load, against the budget (600 MB on the embedded database, 350 MB with a PostgreSQL server, "with all
 * shipped versions loaded and after 10 minutes of mixed load"). BENCH_CLIENTS (10) clients, each with one
 * keep-alive connection, ask one read after another for BENCH_MINUTES (10) minutes, each read drawn at random:
 * a chapter of any installed version (35 %), a search in one version or all, pages 1-3 (30 %), a Hebrew or
 * Greek entry (15 %), an interlinear chapter (10 %), a dictionary page (10 %); half of them asking for brotli.
 * The server's RSS is read every minute, and its memory by part (the bench server's /bench/memory) at the
 * start and the end. The same server and data as bench/http.bench.ts.
 */
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const MiB = 1024 * 1024;

const SEARCHES = [
  'love',
  'faith',
  'light',
  'God',
  'grace',
  'peace',
  'water',
  'king',
  'heart',
  'spirit',
  'mercy',
  'truth',
  'word',
  'life',
  'death',
  'blood',
  'bread',
  'fire',
  'lamb',
  'shepherd',
  'temple',
  'covenant',
  'righteous',
  'wisdom',
  'hope',
  'joy',
  'sin',
  'salvation',
  'prayer',
  'angel',
  '"in the beginning"',
  '"the LORD is my shepherd"',
  '"kingdom of heaven"',
  '"son of man"',
  '"holy spirit"',
  '"eternal life"',
  '"the word of the LORD"',
  '"fear not"',
  'H430',
  'H3068',
  'H7225',
  'H1254',
  'H2617',
  'G26',
  'G25',
  'G4102',
  'G5485',
  'G3056',
  'John 3:16',
  'Genesis 1',
  'Psalm 23',
  'Romans 8:28',
];

interface Kind {
  name: string;
  share: number;
  url(): string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const number = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

async function json<T>(base: string, url: string): Promise<T> {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The reads to draw from: every installed version's own books and chapters. */
async function kinds(base: string): Promise<Kind[]> {
  const { versions } = await json<VersionsResponse>(base, '/api/versions');
  const installed = versions.filter((version) => version.installed).map((version) => version.code);
  const chapters: string[] = [];
  for (const code of installed) {
    const { books } = await json<BooksResponse>(base, `/api/bible/${code}`);
    for (const book of books)
      for (const chapter of book.chapters) chapters.push(`/api/bible/${code}/${book.number}/${chapter}`);
  }
  const otBooks = ['Gen', 'Exod', 'Deut', 'Ps', 'Isa', 'Jer', 'Prov', '1Sam'];
  const ntBooks = ['Matt', 'Mark', 'Luke', 'John', 'Acts', 'Rom', 'Heb', 'Rev'];
  return [
    { name: 'chapter', share: 0.35, url: () => pick(chapters) },
    {
      name: 'search',
      share: 0.3,
      url: () =>
        `/api/search-strongs?q=${encodeURIComponent(pick(SEARCHES))}&version=${Math.random() < 0.2 ? 'all' : pick(installed)}&page=${number(1, 3)}`,
    },
    {
      name: 'entry',
      share: 0.15,
      url: () =>
        Math.random() < 0.6 ? `/api/concordance/H${number(1, 8674)}` : `/api/concordance/G${number(1, 5624)}`,
    },
    {
      name: 'interlinear',
      share: 0.1,
      url: () =>
        Math.random() < 0.6
          ? `/api/interlinear/${pick(otBooks)}/${number(1, 20)}`
          : `/api/interlinear/${pick(ntBooks)}/${number(1, 12)}`,
    },
    {
      name: 'dictionary page',
      share: 0.1,
      url: () =>
        `/api/concordance/${pick(['hebrew', 'greek'])}?q=${encodeURIComponent(pick(SEARCHES.slice(0, 30)))}`,
    },
  ];
}

function draw(list: Kind[]): Kind {
  let left = Math.random();
  for (const kind of list) {
    left -= kind.share;
    if (left < 0) return kind;
  }
  return list.at(-1)!;
}

/** One read on the client's own connection: its status and time in ms, the body drained. */
function read(agent: http.Agent, base: string, url: string, brotli: boolean) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.get(
      base + url,
      { agent, headers: brotli ? { 'accept-encoding': 'br' } : {} },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
  });
}

interface MemoryByPart {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  arrayBuffers: number;
  external: number;
  heapSpaces: Record<string, number>;
}

function describeMemory(label: string, memory: MemoryByPart): string {
  const spaces = Object.entries(memory.heapSpaces)
    .filter(([, bytes]) => bytes >= MiB)
    .map(([space, bytes]) => `${space} ${Math.round(bytes / MiB)}`)
    .join(', ');
  return `${label}: RSS ${Math.round(memory.rss / MiB)} MiB = JS heap ${Math.round(memory.heapTotal / MiB)} (used ${Math.round(memory.heapUsed / MiB)}; ${spaces}) + array buffers ${Math.round(memory.arrayBuffers / MiB)} + the rest ${Math.round((memory.rss - memory.heapTotal - memory.arrayBuffers) / MiB)}`;
}

async function main(): Promise<void> {
  buildProduction();
  ensureData();
  const ours = await startOurServer();
  try {
    await waitFor(`${ours.base}/api/health`);
    // Every version loaded before the soak starts (the bench server loads them all at start).
    await waitFor(`${ours.base}/api/search-strongs?q=love&version=all`);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)';
    const budget = process.env.DATABASE_URL ? 350 : 600;
    const list = await kinds(ours.base);
    const loaded = await json<MemoryByPart>(ours.base, '/bench/memory');
    console.log(`On ${database}, every version loaded:`);
    console.log(describeMemory('loaded', loaded));

    const times = new Map(list.map((kind) => [kind.name, [] as number[]]));
    const failures = new Map<string, number>();
    const ends = Date.now() + MINUTES * 60_000;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let brotli = client % 2 === 0;
      while (Date.now() < ends) {
        const kind = draw(list);
        const url = kind.url();
        const answer = await read(agent, ours.base, url, brotli);
        brotli = !brotli;
        times.get(kind.name)!.push(answer.ms);
        // Some drawn chapters of the interlinear and entries do not exist: a 404 is an answer, a 5xx is not.
        if (answer.status >= 500) failures.set(url, answer.status);
      }
      agent.destroy();
    });
    const rss: { minute: number; now: number; peak: number }[] = [];
    const sampler = setInterval(() => {
      const memory = residentMiB(ours.child.pid);
      if (memory) {
        rss.push({ minute: rss.length + 1, ...memory });
        console.log(`after ${rss.length} min: RSS ${memory.now} MiB (peak ${memory.peak} MiB)`);
      }
    }, 60_000);
    await Promise.all(clients);
    clearInterval(sampler);
    const after = await json<MemoryByPart>(ours.base, '/bench/memory');
    const peak = residentMiB(ours.child.pid)?.peak ?? 0;

    console.log(`\n${CLIENTS} clients for ${MINUTES} minutes on ${database}:\n`);
    console.log('| read | share | reads | median | p99 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const kind of list) {
      const kept = times.get(kind.name)!;
      console.log(
        `| ${kind.name} | ${Math.round(kind.share * 100)} % | ${kept.length.toLocaleString('en')} | ${quantile(kept, 0.5).toFixed(1)} ms | ${quantile(kept, 0.99).toFixed(1)} ms |`,
      );
    }
    console.log(`\nRSS by minute (MiB): ${rss.map((sample) => sample.now).join(', ')}`);
    console.log(describeMemory('loaded', loaded));
    console.log(describeMemory(`after ${MINUTES} min`, after));
    const afterMB = after.rss / 1e6;
    console.log(
      `\nAfter the soak: ${Math.round(after.rss / MiB)} MiB (${Math.round(afterMB)} MB), peak ${peak} MiB; the budget ${budget} MB: ${afterMB <= budget ? 'met' : 'NOT met'}.`,
    );
    if (failures.size) {
      console.log(`\n${failures.size} reads failed, for example ${[...failures].slice(0, 5).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await ours.stop();
  }
}

await main();
