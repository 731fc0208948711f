import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { byNumberResponse, searchResponse, specialSearchResponse } from '../../core/api/search';
import { normaliseStrongs } from '../../core/bible/strongs';
import { errors } from '../errors';
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
import { answerJson } from './verse-json';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

/** Search calls of the spec: the one box, the special edition, verses by Strong's number, analytics. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;

  app.get(
    '/api/search-strongs',
    {
      config: { costly: true, rateLimit: requestLimits.search },
      schema: {
        tags: ['search'],
        summary: 'Search one version or all of them',
        querystring: searchQuery,
        response: { 200: searchResponse, ...failures },
      },
      serializerCompiler: () => answerJson,
    },
    async (request) => {
      const options = request.query;
      const { query, pages, matchedWords } = await search.search(options);
      const first = pages[0];
      const largest = Math.max(0, ...pages.map((page) => page.totalResults));
      return {
        query: options.q,
        version: options.version,
        interpretedAs: query ? query.kind : ('empty' as const),
        matchedWords,
        results: first?.results ?? [],
        totalResults: pages.reduce((sum, page) => sum + page.totalResults, 0),
        currentPage: options.page,
        totalPages: Math.ceil(largest / options.limit),
        // One version's page is `results`; sending it twice would double the answer for nothing.
        groups: pages.length > 1 ? pages : pages.map(({ results: _page, ...heading }) => heading),
      };
    },
  );

  app.get(
    '/api/rstne/search',
    {
      config: { costly: true, rateLimit: requestLimits.search },
      schema: {
        tags: ['search'],
        summary: 'Search the special edition named by the edition.special setting',
        querystring: specialSearchQuery,
        response: { 200: specialSearchResponse, ...failures },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const code = await app.services.settings.get('edition.special');
      const loaded = await search.version(code);
      const options = { ...request.query, q: request.query.q ?? request.query.query ?? '', version: code };
      const page = search.searchVersion(loaded, search.parse(options.q), options);
      return {
        results: page.results.map((result) => ({
          reference: result.reference,
          text: result.text,
          book: result.book,
          chapter: result.chapter,
          verse: result.verse,
        })),
        resultCount: page.totalResults,
      };
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
    async (request) => {
      const number = normaliseStrongs(request.params.number);
      if (!number) throw errors.invalidStrongs();
      const { page, limit, version } = request.query;
      const loaded = await search.version(version);
      const found = search.searchVersion(loaded, search.parse(number), {
        q: number,
        version,
        page,
        limit,
        includeStrongs: true,
      });
      return {
        verses: found.results.map((result) => ({
          id: result.id,
          book: result.book,
          chapter: result.chapter,
          verse: result.verse,
          reference: result.reference,
          text: result.text,
          segments: result.segments ?? [],
        })),
        totalVerses: found.totalResults,
        totalPages: Math.ceil(found.totalResults / limit),
        currentPage: page,
      };
    },
  );

  app.post(
    '/api/analytics/search',
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
