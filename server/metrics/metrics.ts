import { timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { bibleVersions, botRepairs, importJobs } from '../db/schema/index';
import type { JobQueue } from '../jobs/job-queue';
import { isInnerCall } from '../http/inner-calls';

const REQUESTS_NAME = 'openconcordance_http_requests_total';
const LATENCY_NAME = 'openconcordance_http_request_duration_seconds';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A label value as the text format writes it: backslash, double quote and line feed escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** The requests of one method and route pattern: counts by status, latency buckets, sum. */
interface RouteTally {
  method: string;
  route: string;
  statuses: Map<number, number>;
  /** Requests at or under each bound of LATENCY_BUCKETS (not cumulative; summed when written). */
  buckets: Float64Array;
  count: number;
  seconds: number;
}

/**
 * The request counter and latency histogram, kept as plain numbers per route pattern and written out in
 * Prometheus' text format only when scraped: every request pays a Map lookup and a few additions instead of
 * prom-client's label hashing twice (decision 245). Routes are patterns, so the map stays small.
 */
export class RequestMetrics {
  private readonly routes = new Map<string, RouteTally>();

  observe(method: string, route: string, status: number, ms: number): void {
    const key = `${method} ${route}`;
    let tally = this.routes.get(key);
    if (!tally) {
      tally = {
        method,
        route,
        statuses: new Map(),
        buckets: new Float64Array(LATENCY_BUCKETS.length),
        count: 0,
        seconds: 0,
      };
      this.routes.set(key, tally);
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    const seconds = ms / 1000;
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) tally.buckets[bucket]! += 1;
    tally.count += 1;
    tally.seconds += seconds;
  }

  /** Both metrics in the text format, as prom-client writes its own (labels in name order). */
  text(): string {
    const lines = [
      `# HELP ${REQUESTS_NAME} Requests answered, by method, route pattern and status code`,
      `# TYPE ${REQUESTS_NAME} counter`,
    ];
    for (const tally of this.routes.values()) {
      const labels = `method="${labelValue(tally.method)}",route="${labelValue(tally.route)}"`;
      for (const [status, count] of tally.statuses) {
        lines.push(`${REQUESTS_NAME}{${labels},status="${status}"} ${count}`);
      }
    }
    lines.push(
      `# HELP ${LATENCY_NAME} Time to answer, by method and route pattern`,
      `# TYPE ${LATENCY_NAME} histogram`,
    );
    for (const tally of this.routes.values()) {
      const labels = `method="${labelValue(tally.method)}",route="${labelValue(tally.route)}"`;
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, index) => {
        cumulative += tally.buckets[index]!;
        lines.push(`${LATENCY_NAME}_bucket{le="${bound}",${labels}} ${cumulative}`);
      });
      lines.push(`${LATENCY_NAME}_bucket{le="+Inf",${labels}} ${tally.count}`);
      lines.push(`${LATENCY_NAME}_sum{${labels}} ${tally.seconds}`);
      lines.push(`${LATENCY_NAME}_count{${labels}} ${tally.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/**
 * Prometheus metrics for operators (issue 17, decision 184): one set per app (tests build several), request
 * counts and latencies by route pattern, and figures read from the database when scraped.
 */
export function createMetrics(db: Database, jobs: JobQueue) {
  const registry = new Registry();
  const requests = new RequestMetrics();
  new Gauge({
    name: 'openconcordance_job_queue_jobs',
    help: 'Background jobs by status (queued is the queue depth)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await jobs.counts();
      for (const [status, value] of Object.entries(counts)) this.set({ status }, value);
    },
  });
  new Gauge({
    name: 'openconcordance_import_jobs',
    help: 'Bible import jobs by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .select({ status: importJobs.status, value: count() })
        .from(importJobs)
        .groupBy(importJobs.status);
      for (const row of rows) this.set({ status: row.status }, Number(row.value));
    },
  });
  new Gauge({
    name: 'openconcordance_installed_versions',
    help: 'Bible versions installed (searchable once their index is built)',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ value: count(bibleVersions.currentEditionId) }).from(bibleVersions);
      this.set(Number(row?.value ?? 0));
    },
  });
  new Gauge({
    name: 'openconcordance_bot_tasks',
    help: 'ADMIN BOT repair tasks by check and status',
    labelNames: ['check', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .select({ check: botRepairs.checkKey, status: botRepairs.status, value: count() })
        .from(botRepairs)
        .groupBy(botRepairs.checkKey, botRepairs.status);
      for (const row of rows) this.set({ check: row.check, status: row.status }, Number(row.value));
    },
  });
  return {
    registry,
    observe: requests.observe.bind(requests),
    /** Every metric in the text format: the request metrics, then the figures read when scraped. */
    async text(): Promise<string> {
      return `${requests.text()}\n${await registry.metrics()}`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics: 404 while the `metrics.token` setting is empty (off by default), 401 without
 * `Authorization: Bearer <token>`. Requests are counted by route pattern, never by raw URL, and the server's calls
 * to itself while rendering a page not at all (decision 280).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // The calls a page's render makes are part of the page's request, counted once as that page.
    if (isInnerCall(request)) return done();
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = await app.services.settings.get('metrics.token');
    if (!token) return reply.code(404).send({ message: 'Not found' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required' });
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.text();
  });
}
