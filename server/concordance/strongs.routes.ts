import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { definitionResponse, staticDefinitionResponse } from '../../core/api/concordance';
import { numberParams } from './concordance.schemas';
import { plainJson } from '../http/plain-json';
import { requestLimits } from '../request-limits';
import { concordanceCalls } from '../../core/api/concordance.requests';

const failures = { 400: messageResponse, 404: messageResponse };

export const ONE_HOUR_CACHE = 'public, max-age=3600';
// Re-imports may change a definition, so a day and an ETag rather than "immutable".
const ONE_DAY_CACHE = 'public, max-age=86400';

/** The Strong's popup's calls: the full definition and the short static one. */
export const strongsRoutes: FastifyPluginAsyncZod = async (app) => {
  const concordance = app.services.concordance;

  app.get(
    concordanceCalls.definition.path,
    {
      config: { costly: true, rateLimit: requestLimits.reading },
      serializerCompiler: plainJson,
      schema: {
        tags: ['concordance'],
        summary: "A Strong's number's definition, KJV renderings, scholarly entries and neighbours",
        params: numberParams,
        response: { 200: definitionResponse, ...failures, 429: messageResponse },
      },
    },
    async (request, reply) => {
      const definition = await concordance.definition(request.params.number);
      reply.header('cache-control', ONE_HOUR_CACHE);
      return definition;
    },
  );

  app.get(
    concordanceCalls.staticDefinition.path,
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['concordance'],
        summary: "The short definition of a Strong's number: word, pronunciation, definition",
        params: numberParams,
        response: { 200: staticDefinitionResponse, 304: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      const definition = await concordance.staticDefinition(request.params.number);
      const etag = `"${createHash('sha1').update(JSON.stringify(definition)).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', ONE_DAY_CACHE).header('etag', etag);
      const given = request.headers['if-none-match'];
      if (given && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return definition;
    },
  );
};
