import { timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { bibleVersions, botRepairs, importJobs } from '../db/schema/index';
import type { JobQueue } from '../jobs/job-queue';

/**
 * Prometheus metrics for operators (issue 17, decision 184): one registry per app (tests build several), request
 * counts and latencies by route pattern, and figures read from the database when scraped.
 */
export function createMetrics(db: Database, jobs: JobQueue) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'openconcordance_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'openconcordance_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
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
    observe(method: string, route: string, status: number, ms: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, ms / 1000);
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
 * `Authorization: Bearer <token>`. Requests are counted by route pattern, never by raw URL.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
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
    return metrics.registry.metrics();
  });
}
