import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { entryResponse, listResponse } from '../../core/api/concordance';
import { entryQuery, listQuery, listSearchText, numberParams } from './concordance.schemas';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';
import { sendAnswer } from './answer-cache';
import { ONE_HOUR_CACHE } from './strongs.routes';
import { concordanceCalls } from '../../core/api/concordance.requests';

const failures = { 400: messageResponse, 404: messageResponse };

/**
 * The dictionary list and the entry page. `search`, `hebrew` and `greek` are static paths, which Fastify's
 * router always prefers to the `:number` parameter, so none of them is ever read as a Strong's number. Their
 * answers are kept with their JSON (decision 053), and a kept one is sent as that JSON: byte for byte what
 * `plainJson` would write. The search text is the `query` parameter (decision 106, docs/features/public-site.md); `q` stays as an alias, and
 * `query` wins when both are given (decision 106).
 */
export const concordanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const concordance = app.services.concordance;

  app.get(
    concordanceCalls.search.path,
    {
      config: { costly: true, rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['concordance'],
        summary: 'Dictionary entries matching a number, headword, transliteration or definition words',
        querystring: listQuery,
        response: { 200: listResponse, 400: messageResponse, 429: messageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', ONE_HOUR_CACHE);
      const { page, limit, language } = request.query;
      const q = listSearchText(request.query);
      return sendAnswer(reply, await concordance.list({ page, limit, language, q }));
    },
  );

  for (const language of ['hebrew', 'greek'] as const) {
    app.get(
      `/api/concordance/${language}`,
      {
        config: { costly: true, rateLimit: requestLimits.reading },
        serializerCompiler: plainJson,
        schema: {
          tags: ['concordance'],
          summary: `${language === 'hebrew' ? 'Hebrew' : 'Greek'} dictionary entries, optionally searched`,
          querystring: listQuery.omit({ language: true }),
          response: { 200: listResponse, 400: messageResponse, 429: messageResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', ONE_HOUR_CACHE);
        const { page, limit } = request.query;
        const q = listSearchText(request.query);
        return sendAnswer(reply, await concordance.list({ page, limit, language, q }));
      },
    );
  }

  app.get(
    concordanceCalls.entry.path,
    {
      config: { costly: true, rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['concordance'],
        summary: 'A dictionary entry with a page of its KJV occurrences and counts in the original texts',
        params: numberParams,
        querystring: entryQuery,
        response: { 200: entryResponse, ...failures, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const entry = await concordance.entry(request.params.number, request.query);
      reply.header('cache-control', ONE_HOUR_CACHE);
      return sendAnswer(reply, entry);
    },
  );
};
