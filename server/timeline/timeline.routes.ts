import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  chapterTimelineResponse,
  readerTimelineEventBody,
  readerTimelineEventSchema,
  readerTimelineEventsResponse,
  timelineEventsQuery,
  timelineEventsResponse,
} from '../../core/api/timeline';
import type { TimelineCategory } from '../../core/timeline/categories';
import { signedInReaders } from '../auth/reader.plugin';
import { eventsForChapter, timelineEvents } from './timeline.service';
import { timelineCalls } from '../../core/api/timeline.requests';

// Row ids are PostgreSQL `serial` (int4): a larger number can name no row.
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const chapterParams = z.object({
  book: z.coerce.number().int().min(1).max(200),
  chapter: z.coerce.number().int().min(1).max(200),
});
const signedIn = { 400: messageResponse, 401: messageResponse, 403: messageResponse };

/** The public timeline of biblical events and a signed-in reader's own events (issue 18). */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    timelineCalls.events.path,
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

  app.get(
    timelineCalls.chapter.path,
    {
      schema: {
        tags: ['timeline'],
        summary: "The site's events that cite a chapter (book by number), for the reader",
        params: chapterParams,
        response: { 200: chapterTimelineResponse, 400: messageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return eventsForChapter(request.params.book, request.params.chapter);
    },
  );

  await app.register(signedInReaders(ownEventRoutes));
};

/** A reader's own events: private, never cached, only the signed-in reader's rows (decision 161). */
const ownEventRoutes: FastifyPluginAsyncZod = async (own) => {
  const service = () => own.services.timelineEvents;
  own.get(
    timelineCalls.myEvents.path,
    {
      schema: {
        tags: ['timeline'],
        summary: "The signed-in reader's own events, sorted by year",
        response: { 200: readerTimelineEventsResponse, 401: messageResponse },
      },
    },
    async (request) => service().list(request.user.id),
  );
  own.post(
    timelineCalls.addMyEvent.path,
    {
      schema: {
        tags: ['timeline'],
        summary: 'Add one of your own events',
        body: readerTimelineEventBody,
        response: { 200: readerTimelineEventSchema, ...signedIn },
      },
    },
    async (request) => service().create(request.user.id, request.body),
  );
  own.put(
    timelineCalls.updateMyEvent.path,
    {
      schema: {
        tags: ['timeline'],
        summary: 'Change one of your own events',
        params: idParams,
        body: readerTimelineEventBody,
        response: { 200: readerTimelineEventSchema, ...signedIn, 404: messageResponse },
      },
    },
    async (request) => service().update(request.user.id, request.params.id, request.body),
  );
  own.delete(
    timelineCalls.deleteMyEvent.path,
    {
      schema: {
        tags: ['timeline'],
        summary: 'Delete one of your own events',
        params: idParams,
        response: { 200: messageResponse, ...signedIn, 404: messageResponse },
      },
    },
    async (request) => service().remove(request.user.id, request.params.id),
  );
};
