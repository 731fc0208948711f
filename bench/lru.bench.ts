import { LRUCache } from 'lru-cache';
import { LruCache } from '../server/http/lru-cache';
import { summarise } from './stats';

/**
 * bench/lru (`npm run bench:lru`, issue 36): the server's LRU cache (server/http/lru-cache.ts) beside the bare
 * `lru-cache` package on the hot path's workload, in one run, alternating rounds. Decision 292 ran it with the
 * cache we wrote ourselves in that file, then replaced it by the package; now it measures what the server's
 * interface over the package adds. The workload is the kept search answers'
 * (server/http/cache-budget.ts): 300 answers and 2 MiB, URL keys, answers of 2-12 KB; nine reads in ten ask
 * for one of 40 popular URLs (a common search), the rest for any of 2,000 (kept or not), and a miss keeps the
 * answer. A second workload has no weights: 1,000 numeric keys kept of 5,000 (the reader's segments). Time per
 * batch of BATCH operations, ns an operation; median and p99 over the batches of BENCH_ROUNDS rounds.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 200_000);
const BATCH = 1_000;

interface Cache<K> {
  get(key: K): unknown;
  set(key: K, value: Buffer, weight: number): void;
}

interface Workload<K> {
  name: string;
  keys: K[];
  popular: number;
  weights: number[];
  capacity: number;
  maxWeight?: number;
}

const urls = Array.from(
  { length: 2_000 },
  (_, index) => `/api/search-strongs?q=word${index}&version=kjv&page=1`,
);
const WORKLOADS: Workload<string | number>[] = [
  {
    name: 'kept answers: 300 and 2 MiB, weighted',
    keys: urls,
    popular: 40,
    weights: urls.map((_, index) => 2_048 + ((index * 7_919) % 10_240)),
    capacity: 300,
    maxWeight: 2 * 1024 * 1024,
  },
  {
    name: 'segments: 1,000 of 5,000, by count',
    keys: Array.from({ length: 5_000 }, (_, index) => index * 1_000 + 1),
    popular: 200,
    weights: Array.from({ length: 5_000 }, () => 0),
    capacity: 1_000,
  },
];

function ours<K>(workload: Workload<K>): Cache<K> {
  return new LruCache<K, Buffer>(workload.capacity, workload.maxWeight);
}

function theirs<K extends NonNullable<unknown>>(workload: Workload<K>): Cache<K> {
  const cache =
    workload.maxWeight === undefined
      ? new LRUCache<K, Buffer>({ max: workload.capacity })
      : new LRUCache<K, Buffer>({ max: workload.capacity, maxSize: workload.maxWeight });
  return {
    get: (key) => cache.get(key),
    set: (key, value, weight) =>
      workload.maxWeight === undefined ? cache.set(key, value) : cache.set(key, value, { size: weight }),
  };
}

/** The same sequence of keys for every round and both caches: a small linear congruential generator. */
function sequence(workload: Workload<unknown>): number[] {
  let state = 12_345;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: OPERATIONS }, () =>
    next() < 0.9 ? Math.floor(next() * workload.popular) : Math.floor(next() * workload.keys.length),
  );
}

const answer = Buffer.alloc(16);

/** One round: ns an operation for each batch. */
function round<K>(cache: Cache<K>, workload: Workload<K>, order: number[]): number[] {
  const batches: number[] = [];
  for (let start = 0; start < order.length; start += BATCH) {
    const began = process.hrtime.bigint();
    for (let index = start; index < start + BATCH; index++) {
      const at = order[index]!;
      const key = workload.keys[at]!;
      if (cache.get(key) === undefined) cache.set(key, answer, workload.weights[at]!);
    }
    batches.push(Number(process.hrtime.bigint() - began) / BATCH);
  }
  return batches;
}

console.log(
  `${ROUNDS} alternating rounds of ${OPERATIONS.toLocaleString('en')} reads (a miss keeps the answer); ns an operation, over batches of ${BATCH}:\n`,
);
console.log('| workload | server cache: median / p99 | lru-cache: median / p99 | hits |');
console.log('| --- | --- | --- | --- |');
for (const workload of WORKLOADS) {
  const order = sequence(workload);
  const samples = { ours: [] as number[], theirs: [] as number[] };
  for (let index = 0; index <= ROUNDS; index++) {
    const ourRound = round(ours(workload), workload, order);
    const theirRound = round(theirs(workload), workload, order);
    // The first round of each warms the JIT and is not counted.
    if (index === 0) continue;
    samples.ours.push(...ourRound);
    samples.theirs.push(...theirRound);
  }
  let hits = 0;
  const probe = ours(workload);
  for (const at of order) {
    const key = workload.keys[at]!;
    if (probe.get(key) === undefined) probe.set(key, answer, workload.weights[at]!);
    else hits++;
  }
  const ns = (values: number[]) => {
    const { median, p99 } = summarise(values);
    return `${median.toFixed(1)} / ${p99.toFixed(1)}`;
  };
  console.log(
    `| ${workload.name} | ${ns(samples.ours)} | ${ns(samples.theirs)} | ${((hits / order.length) * 100).toFixed(1)} % |`,
  );
}
