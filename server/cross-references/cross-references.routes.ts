import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  chapterCrossReferencesResponse,
  verseCrossReferencesResponse,
} from '../../core/api/cross-references';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptByUrl, sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';
import { chapterParams, verseParams } from '../reader/reader.schemas';
import { requestLimits } from '../request-limits';
import { type ChapterInput, MAX_LINKS, type VerseInput } from './cross-references.service';

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
  // A URL answered before is answered from its kept JSON before validation (decisions 251, 409): the reader
  // asks a chapter's counts of every chapter it opens, and the same verse's links of every reader of it.
  const chapters = new KeptByUrl<ChapterInput>(CACHE_BUDGET.crossReferenceUrls, (input) =>
    service.keptChapterJson(input),
  );
  const verses = new KeptByUrl<VerseInput>(CACHE_BUDGET.crossReferenceUrls, (input) =>
    service.keptVerseJson(input),
  );

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
      preValidation: chapters.preValidation,
    },
    async (request, reply) => {
      const { version, book, chapter } = request.params;
      const json = await service.chapterJson(version, book, chapter);
      chapters.remember(request.url, { version, book, chapter });
      return sendJson(reply, json);
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
      preValidation: verses.preValidation,
    },
    async (request, reply) => {
      const { limit, negative, direction } = request.query;
      const input = { ...request.params, limit, negative: negative === '1', direction };
      const json = await service.verseJson(input);
      verses.remember(request.url, input);
      return sendJson(reply, json);
    },
  );
};
