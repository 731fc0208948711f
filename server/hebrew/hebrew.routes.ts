import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import {
  knownCardResponse,
  knownCardsResponse,
  occurrencesResponse,
  verbsResponse,
  wordsResponse,
} from '../../core/api/hebrew';
import { signedInReaders } from '../auth/reader.plugin';
import { knownCardBody, occurrencesQuery, verbsQuery, wordsQuery } from './hebrew.schemas';
import { hebrewCalls } from '../../core/api/hebrew.requests';

const notInstalled = { 404: messageResponse, 400: messageResponse };

/** Derived word and verb lists of the Hebrew Learning Center, and the reader's known study cards. */
export const hebrewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { words } = app.services.hebrew;

  app.get(
    hebrewCalls.words.path,
    {
      schema: {
        tags: ['hebrew'],
        summary: 'The most frequent lemmas of the Hebrew Bible (500 basic words)',
        querystring: wordsQuery,
        response: { 200: wordsResponse, ...notInstalled },
      },
    },
    async (request) => words.words(request.query.limit),
  );

  app.get(
    hebrewCalls.verbs.path,
    {
      schema: {
        tags: ['hebrew'],
        summary: 'The most frequent verbs of the Hebrew Bible with their stems (100 basic verbs)',
        querystring: verbsQuery,
        response: { 200: verbsResponse, ...notInstalled },
      },
    },
    async (request) => words.verbs(request.query.limit),
  );

  app.get(
    hebrewCalls.occurrences.path,
    {
      schema: {
        tags: ['hebrew'],
        summary: "How often the given Strong's numbers occur in the Hebrew Bible, with verb stems",
        querystring: occurrencesQuery,
        response: { 200: occurrencesResponse, ...notInstalled },
      },
    },
    async (request) => words.occurrences(request.query.strongs.split(',')),
  );

  await app.register(signedInReaders(knownCardRoutes));
};

/** The study cards a signed-in reader has marked as known: only that reader's rows. */
const knownCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { knownCards } = app.services.hebrew;

  app.get(
    hebrewCalls.knownCards.path,
    {
      schema: {
        tags: ['hebrew'],
        summary: 'The study cards the signed-in reader has marked as known',
        response: { 200: knownCardsResponse, 401: messageResponse },
      },
    },
    async (request) => ({ cards: await knownCards.list(request.user.id) }),
  );

  app.put(
    hebrewCalls.setKnownCard.path,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['hebrew'],
        summary: 'Mark one study card as known or not known',
        body: knownCardBody,
        response: {
          200: knownCardResponse,
          400: messageResponse,
          401: messageResponse,
          403: messageResponse,
        },
      },
    },
    async (request) => {
      const { deck, cardId, known } = request.body;
      return knownCards.set(request.user.id, { deck, cardId }, known);
    },
  );
};
