import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { headwordListQuery, headwordListResponse } from '../../core/api/dictionary';

/** What a name list reads: names starting with a text (else the nearest), or every name under a letter. */
export interface NameSource {
  find(q: string, limit: number): Promise<string[]>;
  byLetter(letter: string): Promise<string[]>;
}

/**
 * Registers the list of a reference work's names (Easton's headwords, Nave's topics): one shape for both, public
 * and cacheable, the work's credit in the answer.
 */
export function registerNameList(
  app: FastifyInstance,
  options: { path: string; tag: string; summary: string; credit: string; source: () => NameSource },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    options.path,
    {
      schema: {
        tags: [options.tag],
        summary: options.summary,
        querystring: headwordListQuery,
        response: { 200: headwordListResponse, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { q, letter, limit } = request.query;
      const source = options.source();
      const headwords =
        letter !== undefined ? await source.byLetter(letter) : await source.find(q ?? '', limit);
      reply.header('cache-control', 'public, max-age=3600');
      return { headwords, credit: options.credit };
    },
  );
}
