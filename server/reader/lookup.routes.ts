import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { batchResponse, specialVerseResponse, strongsVerseResponse } from '../../core/api/reader';
import { plainJson } from '../http/plain-json';
import { batchBody, strongsVerseQuery, verseParams } from './reader.schemas';
import { requestLimits } from '../request-limits';
import { readerCalls } from '../../core/api/reader.requests';

const failures = { 400: messageResponse, 404: messageResponse };

/** Sends JSON text as it is: the type provider's `send` takes only answer objects. */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Verse look-ups: the parallel view's batch, the special edition's verse, a verse's Strong's words. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lookups } = app.services.reader;

  app.post(
    readerCalls.batch.path,
    {
      config: { costly: true, rateLimit: requestLimits.batch },
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary:
          'Look up to 500 references (500 verses in all) in the special edition (or another version), paired by numbering',
        body: batchBody,
        response: { 200: batchResponse, ...failures, 429: messageResponse },
      },
    },
    // The service writes the JSON itself, to keep the answer under its size limit (decision 100).
    async (request, reply) => sendJsonText(reply, await lookups.batch(request.body)),
  );

  app.get(
    '/api/rstne/verse/:book/:chapter/:verse',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary: 'One verse of the special edition named by the edition.special setting',
        params: verseParams,
        response: { 200: specialVerseResponse, ...failures },
      },
    },
    async (request) => {
      const { book, chapter, verse } = request.params;
      return lookups.specialVerse(book, chapter, verse);
    },
  );

  app.get(
    '/api/strongs/verse/:book/:chapter/:verse',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary: "One verse with the Strong's number of each tagged word (KJV by default)",
        params: verseParams,
        querystring: strongsVerseQuery,
        response: { 200: strongsVerseResponse, ...failures },
      },
    },
    async (request) => {
      const { book, chapter, verse } = request.params;
      return lookups.strongsVerse(book, chapter, verse, request.query.version);
    },
  );
};
