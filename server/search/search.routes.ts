import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { byNumberResponse, searchResponse, specialSearchResponse } from '../../core/api/search';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptByUrl, sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';
import {
  analyticsBody,
  limitParameter,
  pageParameter,
  searchQuery,
  specialSearchQuery,
  versionParameter,
} from './search.schemas';
import type { SearchOptions } from './search.service';
import { answerJson } from '../../core/search/verse-json';
import { markSearchReader, personalSearchNotStored } from './personal-search';
import { mentionsPersonalTerms } from '../../core/search/personal-terms';
import { searchCalls } from '../../core/api/search.requests';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };
/** A search naming the reader's own marks, asked by a visitor (decision 333). */
const signedOut = { 401: messageResponse };

/** Search calls: the one box, the special edition, verses by Strong's number, analytics. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  const byUrl = new KeptByUrl<SearchOptions>(CACHE_BUDGET.searchUrls, (query) => search.keptJson(query));

  app.get(
    searchCalls.search.path,
    {
      config: { costly: true, rateLimit: requestLimits.search },
      schema: {
        tags: ['search'],
        summary: 'Search one version or all of them',
        querystring: searchQuery,
        response: { 200: searchResponse, ...signedOut, ...failures },
      },
      serializerCompiler: () => answerJson,
      preValidation: byUrl.preValidation,
      onSend: personalSearchNotStored,
    },
    // A kept answer goes out without a promise; the others are found, then kept (decisions 240 and 245); a URL
    // answered before is answered from its hook (decision 251).
    (request, reply) => {
      // The reader's own marks: found for them each time, never kept (decision 333).
      if (mentionsPersonalTerms(request.query.q)) {
        return markSearchReader(request, request.query.q)
          .then((reader) => search.answerJson(request.query, reader))
          .then((json) => void sendJson(reply, json));
      }
      const kept = search.keptJson(request.query);
      if (kept) {
        byUrl.remember(request.url, request.query);
        return void sendJson(reply, kept);
      }
      return search.answerJson(request.query).then((json) => {
        byUrl.remember(request.url, request.query);
        sendJson(reply, json);
      });
    },
  );

  app.get(
    searchCalls.specialEdition.path,
    {
      config: { costly: true, rateLimit: requestLimits.search },
      schema: {
        tags: ['search'],
        summary: 'Search the special edition named by the edition.special setting',
        querystring: specialSearchQuery,
        response: { 200: specialSearchResponse, ...signedOut, ...failures },
      },
      serializerCompiler: plainJson,
      onSend: personalSearchNotStored,
    },
    async (request) => {
      const { q, query, ...options } = request.query;
      const text = q ?? query ?? '';
      return search.searchSpecial({ ...options, q: text }, await markSearchReader(request, text));
    },
  );

  app.get(
    '/api/strongs/search-by-number/:number',
    {
      config: { costly: true, rateLimit: requestLimits.search },
      schema: {
        tags: ['search'],
        summary: "Verses carrying a Strong's number, with inline tags",
        params: z.object({ number: z.string() }),
        querystring: z.object({ page: pageParameter, limit: limitParameter, version: versionParameter }),
        response: { 200: byNumberResponse, ...failures },
      },
      serializerCompiler: plainJson,
    },
    async (request) => search.byNumber(request.params.number, request.query),
  );

  app.post(
    searchCalls.record.path,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        summary: 'Record a search a reader ran',
        body: analyticsBody,
        response: { 201: messageResponse, 400: messageResponse },
      },
    },
    async (request, reply) => {
      await app.services.analytics.record(request.body);
      return reply.code(201).send({ message: 'Recorded' });
    },
  );
};
