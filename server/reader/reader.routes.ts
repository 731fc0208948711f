import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { booksResponse, chapterResponse, interlinearResponse } from '../../core/api/reader';
import { sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';
import { booksParams, chapterParams, interlinearParams, interlinearQuery } from './reader.schemas';
import { requestLimits } from '../request-limits';
import { readerCalls } from '../../core/api/reader.requests';

const failures = { 400: messageResponse, 404: messageResponse };

/** The reader's calls: a version's books, one chapter, and the interlinear of a chapter. */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chapters, interlinear } = app.services.reader;

  app.get(
    readerCalls.books.path,
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary: 'The books of a version with the chapters each holds',
        params: booksParams,
        response: { 200: booksResponse, ...failures },
      },
    },
    async (request) => chapters.books(request.params.version),
  );

  app.get(
    readerCalls.chapter.path,
    {
      config: { costly: true, rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary: "One chapter of a version: verses with Strong's numbers, licence, previous and next",
        params: chapterParams,
        response: { 200: chapterResponse, ...failures, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const { version, book, chapter } = request.params;
      return sendJson(reply, await chapters.chapterJson(version, book, chapter));
    },
  );

  app.get(
    readerCalls.interlinear.path,
    {
      config: { costly: true, rateLimit: requestLimits.interlinear },
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary:
          'A chapter word by word: original words with morphology and gloss, and the reverse interlinear',
        params: interlinearParams,
        querystring: interlinearQuery,
        response: { 200: interlinearResponse, ...failures, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const { book, chapter } = request.params;
      return sendJson(reply, await interlinear.chapterJson(book, chapter, request.query));
    },
  );
};
