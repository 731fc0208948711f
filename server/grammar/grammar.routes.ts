import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { grammarResponse } from '../../core/api/grammar';
import { grammarCalls } from '../../core/api/grammar.requests';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';
import { limitParameter, pageParameter } from '../search/search.schemas';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

export const grammarQuery = z.object({
  q: z
    .string()
    .default('')
    .describe('lemma:ἀγαπάω, lemma:H7225, root:שׁוב, morph:"aorist imperative", near:3, with words and in:'),
  version: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'version must be a version code such as sblgnt, wlc or tr')
    .optional()
    .describe('wlc, sblgnt or tr; by default the Hebrew Bible for a Hebrew query, else the SBLGNT'),
  page: pageParameter,
  limit: limitParameter,
});

/** The grammatical concordance (issue 39): exact counts and breakdowns of a grammatical query. */
export const grammarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { grammar } = app.services;

  app.get(
    grammarCalls.search.path,
    {
      config: { costly: true, rateLimit: requestLimits.search },
      serializerCompiler: plainJson,
      schema: {
        tags: ['search'],
        summary:
          'Words of the Hebrew Bible, the SBLGNT or the Textus Receptus by lemma, root and grammar: verses and words matched, by book, by form and by the KJV’s English',
        querystring: grammarQuery,
        response: { 200: grammarResponse, ...failures },
      },
    },
    async (request) => grammar.answer(request.query),
  );
};
