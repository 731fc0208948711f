import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { verseAllResponse } from '../../core/api/verse-all';
import { verseAllCalls } from '../../core/api/verse-all.requests';
import { plainJson } from '../http/plain-json';
import { verseParams } from '../reader/reader.schemas';
import { requestLimits } from '../request-limits';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

/** Public and the same for everyone: caches may keep it for an hour (the texts change only on import). */
const PUBLIC_CACHE = 'public, max-age=3600';

/** One verse in every installed version (issue 38, decision 310): the verse page's one content call. */
export const verseAllRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verseAll } = app.services;

  app.get(
    verseAllCalls.verse.path,
    {
      config: { rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['reader'],
        summary:
          'One verse (KJV numbering) in every installed version, with word differences from the KJV, the original-language line, cross-references and commentary',
        params: verseParams,
        response: { 200: verseAllResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { book, chapter, verse } = request.params;
      reply.header('cache-control', PUBLIC_CACHE);
      return verseAll.verse(book, chapter, verse);
    },
  );
};
