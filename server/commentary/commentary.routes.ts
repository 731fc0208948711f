import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterCommentaryResponse, verseCommentaryResponse } from '../../core/api/commentary';
import { messageResponse } from '../../core/api/common';
import { sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';
import { commentaryChapterParams, commentaryQuery, commentaryVerseParams } from './commentary.schemas';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

/** Public and the same for everyone: caches may keep it for an hour (the modules change with a package). */
const PUBLIC_CACHE = 'public, max-age=3600';

/** The commentaries beside the chapter (decision 300): a chapter's notes, and one verse's. */
export const commentaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commentary } = app.services;

  app.get(
    '/api/commentary/:book/:chapter',
    {
      config: { costly: true, rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary: "The commentaries' notes on a chapter, by verse or range, with each source's credit",
        params: commentaryChapterParams,
        querystring: commentaryQuery,
        response: { 200: chapterCommentaryResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { book, chapter } = request.params;
      const json = await commentary.chapterJson(book, chapter, request.query);
      return sendJson(reply.header('cache-control', PUBLIC_CACHE), json);
    },
  );

  app.get(
    '/api/commentary/:book/:chapter/:verse',
    {
      config: { rateLimit: requestLimits.reading },
      schema: {
        tags: ['reader'],
        summary: 'The notes of every commentary that cover one verse',
        params: commentaryVerseParams,
        querystring: commentaryQuery,
        response: { 200: verseCommentaryResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { book, chapter, verse } = request.params;
      reply.header('cache-control', PUBLIC_CACHE);
      return commentary.verse(book, chapter, verse, request.query);
    },
  );
};
