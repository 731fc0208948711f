import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { grammarQuery, grammarResponse } from '../../core/api/grammar';
import { grammarCalls } from '../../core/api/grammar.requests';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptByUrl, sendJson } from '../http/kept-json';
import type { GrammarOptions } from './grammar.service';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';

const failures = { 400: messageResponse, 404: messageResponse, 429: messageResponse };

/** The grammatical concordance (issue 39): exact counts and breakdowns of a grammatical query. */
export const grammarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { grammar } = app.services;
  const byUrl = new KeptByUrl<GrammarOptions>(CACHE_BUDGET.grammarUrls, (options) =>
    grammar.keptJson(options),
  );

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
      preValidation: byUrl.preValidation,
    },
    // The answer's JSON, kept for the same query and options (decision 400); a URL answered before is answered
    // from its hook, before validation (decision 409).
    async (request, reply) => {
      const json = await grammar.answerJson(request.query);
      byUrl.remember(request.url, request.query);
      return sendJson(reply, json);
    },
  );
};
