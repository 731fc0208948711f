import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { dictionaryEntryResponse } from '../../core/api/dictionary';
import { dictionaryCalls } from '../../core/api/dictionary.requests';
import { registerNameList } from './name-list.route';
import { EASTONS_CREDIT } from './dictionary.service';
import { sendJson } from '../http/kept-json';
import { plainJson } from '../http/plain-json';

const headwordParams = z.object({
  headword: z.string().trim().min(1, 'headword is empty').max(60, 'headword is longer than 60 characters'),
});

/** Easton's Bible Dictionary (issue 38): an entry by headword and headword lists; public and cacheable. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.dictionary;
  app.get(
    '/api/dictionary/entry/:headword',
    {
      schema: {
        tags: ['dictionary'],
        summary: "An entry of Easton's Bible Dictionary, its Scripture references as reader links",
        description:
          'The headword is matched without case, spaces, punctuation or accents (`bethlehem`, `Zuph, Land of`). ' +
          'An unknown headword answers 404 with the nearest headwords as `suggestions`.',
        params: headwordParams,
        response: { 200: dictionaryEntryResponse, 400: messageResponse, 404: messageResponse },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const json = await service().entryJson(request.params.headword);
      reply.header('cache-control', 'public, max-age=3600');
      return sendJson(reply, json);
    },
  );

  registerNameList(app, {
    path: dictionaryCalls.dictionaryHeadwords.path,
    tag: 'dictionary',
    summary: 'Headwords starting with a text (else the nearest), or every headword under a letter',
    credit: EASTONS_CREDIT,
    source: service,
  });
};
