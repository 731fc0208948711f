import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { timelineEventsQuery, timelineEventsResponse } from '../../core/api/timeline';
import type { TimelineCategory } from '../../core/timeline/categories';
import { timelineEvents } from './timeline.service';

/** The public timeline of biblical events (issue 18). */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timeline/events',
    {
      schema: {
        tags: ['timeline'],
        summary: 'Events of the timeline, sorted by year, optionally of one category',
        querystring: timelineEventsQuery,
        response: {
          200: timelineEventsResponse,
          304: z.null().describe('Not modified'),
          400: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const answer = timelineEvents(request.query.category as TimelineCategory | undefined);
      reply.header('cache-control', 'public, max-age=300');
      reply.header('etag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
      return [...answer.events];
    },
  );
};
