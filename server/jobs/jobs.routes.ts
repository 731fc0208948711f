import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { JOB_STATUSES, jobsResponse } from '../../core/api/mail';
import { presentJob } from '../mail/mail.present';
import { mailCalls } from '../../core/api/mail.requests';

/** At most this many jobs in one answer. */
export const MAX_JOBS_LISTED = 200;
/** The failed jobs every answer carries, whatever the filter. */
const FAILED_SHOWN = 20;

export const jobsQuery = z.object({
  status: z.enum(JOB_STATUSES, { error: `status must be one of ${JOB_STATUSES.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_JOBS_LISTED, `limit must be at most ${MAX_JOBS_LISTED}`)
    .default(50),
});

/** GET /api/admin/jobs: the background jobs (decision 148); an admin route file (registerAdminRoutes). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    mailCalls.jobs.path,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs: counts by status, the most recent (optionally of one status) and the failed',
        querystring: jobsQuery,
        response: { 200: jobsResponse, 400: messageResponse, 401: messageResponse, 403: messageResponse },
      },
    },
    async (request) => {
      const { jobs } = app.services;
      const { status, limit } = request.query;
      const [counts, recent, failed] = [
        await jobs.counts(),
        await jobs.recent(limit, status),
        await jobs.recent(FAILED_SHOWN, 'failed'),
      ];
      return { counts, jobs: recent.map(presentJob), failed: failed.map(presentJob) };
    },
  );
};
