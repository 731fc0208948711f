import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { topicResponse } from '../../core/api/dictionary';
import { dictionaryCalls } from '../../core/api/dictionary.requests';
import { registerNameList } from '../dictionary/name-list.route';
import { countVerses, linkedRange, NAVE_CREDIT } from './topics.service';

const nameParams = z.object({
  name: z.string().trim().min(1, 'name is empty').max(80, 'name is longer than 80 characters'),
});

/** Nave's Topical Bible (issue 38): a topic with its lines and verses, and topic names; public and cacheable. */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.topics;
  app.get(
    '/api/topics/topic/:name',
    {
      schema: {
        tags: ['topics'],
        summary: "A topic of Nave's Topical Bible: its subtopics and the verses each cites",
        description:
          'The name is matched without case, spaces or punctuation (`prayer`, `Jesus, the Christ`). An ' +
          'unknown name answers 404 with the nearest topics as `suggestions`.',
        params: nameParams,
        response: { 200: topicResponse, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const topic = await service().topic(request.params.name);
      const verses = await service().topicVerses(topic.headword);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        name: topic.headword,
        lines: topic.lines.map((line) => ({
          text: line.text,
          level: line.level,
          verses: line.ranges.map(linkedRange),
        })),
        seeAlso: [...new Set(topic.seeAlso)].filter((name) => name !== topic.headword),
        verseCount: countVerses(verses),
        credit: NAVE_CREDIT,
      };
    },
  );

  registerNameList(app, {
    path: dictionaryCalls.topicNames.path,
    tag: 'topics',
    summary: 'Topic names starting with a text (else the nearest), or every topic under a letter',
    credit: NAVE_CREDIT,
    source: service,
  });
};
