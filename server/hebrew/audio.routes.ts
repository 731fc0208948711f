import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { audioQuery } from './hebrew.schemas';
import { requestLimits } from '../request-limits';
import { hebrewCalls } from '../../core/api/hebrew.requests';

/** A year: the same text always gives the same audio (the key includes the voice version). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /api/hebrew-audio: Hebrew text spoken by espeak-ng, as MP3. */
export const hebrewAudioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    hebrewCalls.audio.path,
    {
      // Synthesis costs a process; cached answers are cheap but counted too. The service bounds syntheses
      // for every address together (decision 101).
      config: { rateLimit: requestLimits.speech },
      schema: {
        tags: ['hebrew'],
        summary: 'Speak Hebrew text (letters, points, punctuation; at most 200 characters) as MP3 audio',
        querystring: audioQuery,
        response: {
          200: z.any().describe('audio/mpeg'),
          304: z.any().describe('Not modified (If-None-Match)'),
          400: messageResponse,
          429: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const spoken = await app.services.hebrew.audio.speak(request.query.text);
      const etag = `"${spoken.key}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(spoken.contentType).header('content-length', spoken.audio.length).send(spoken.audio);
    },
  );
};
