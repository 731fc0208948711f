import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  chapterCrossReferencesResponse,
  verseCrossReferencesResponse,
} from '../../core/api/cross-references';
import { sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';
import { chapterParams, verseParams } from '../reader/reader.schemas';
import { requestLimits } from '../request-limits';
import { MAX_LINKS } from './cross-references.service';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

const verseQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_LINKS}` })
    .int(`limit must be a whole number from 1 to ${MAX_LINKS}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_LINKS}`)
    .max(MAX_LINKS, `limit must be a whole number from 1 to ${MAX_LINKS}`)
    .default(5)
    .describe('How many links, strongest first (5 by default)'),
  negative: z
    .enum(['0', '1'], { error: 'negative must be 0 or 1' })
    .default('0')
    .describe('1 includes the links readers voted below zero'),
  direction: z
    .enum(['from', 'to'], { error: 'direction must be from or to' })
    .default('from')
    .describe('from: the verse’s links; to: the links that point to it'),
});

/** OpenBible.info's cross-references (issue 38): a chapter's counts, a verse's links and what points to it. */
export const crossReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.crossReferences;

  app.get(
    '/api/cross-references/:version/:book/:chapter',
    {
      config: { rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['cross-references'],
        summary:
          'One chapter’s cross-reference counts in the version’s numbering: links shown and hidden per verse',
        params: z.object({
          version: chapterParams.shape.version,
          book: chapterParams.shape.book,
          chapter: chapterParams.shape.chapter,
        }),
        response: { 200: chapterCrossReferencesResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { version, book, chapter } = request.params;
      return sendJson(reply, await service.chapterJson(version, book, chapter));
    },
  );

  app.get(
    '/api/cross-references/:version/:book/:chapter/:verse',
    {
      config: { rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['cross-references'],
        summary:
          'A verse’s cross-references, strongest first, each previewed in the version (or, direction=to, what points here)',
        params: verseParams.extend({ version: chapterParams.shape.version }),
        querystring: verseQuery,
        response: { 200: verseCrossReferencesResponse, ...failures },
      },
    },
    async (request) => {
      const { version, book, chapter, verse } = request.params;
      const { limit, negative, direction } = request.query;
      return service.verse(version, book, chapter, verse, { limit, negative: negative === '1', direction });
    },
  );
};
