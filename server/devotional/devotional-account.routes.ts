import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import {
  calendarResponse,
  historyQuery,
  historyResponse,
  preferencesBody,
  preferencesSchema,
  requiresAuthResponse,
  saveNotesBody,
  saveNotesResponse,
} from '../../core/api/devotional';
import { signedInReaders } from '../auth/reader.plugin';
import { devotionalCalls } from '../../core/api/devotional.requests';

const account = { 400: messageResponse, 401: requiresAuthResponse, 403: messageResponse };

/** A reader's own devotional: preferences, saved readings and history, the calendar feed's secret URL. */
const ownDevotionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preferences, history, calendar } = app.services.devotional;
  const siteUrl = () => app.services.mail.siteUrl();

  app.get(
    devotionalCalls.preferences.path,
    {
      schema: {
        tags: ['devotional'],
        summary: "The signed-in reader's devotional preferences (the defaults until they save)",
        response: { 200: preferencesSchema, ...account },
      },
    },
    async (request) => {
      const saved = await preferences.preferences(request.user);
      return { ...saved, calendarUrl: saved.calendarUrl && `${siteUrl()}${saved.calendarUrl}` };
    },
  );

  app.post(
    devotionalCalls.savePreferences.path,
    {
      schema: {
        tags: ['devotional'],
        summary: 'Save the devotional preferences; a new plan (or restartPlan) starts today',
        body: preferencesBody,
        response: { 200: preferencesSchema, ...account },
      },
    },
    async (request) => preferences.savePreferences(request.user, request.body, siteUrl()),
  );

  app.get(
    devotionalCalls.history.path,
    {
      schema: {
        tags: ['devotional'],
        summary: "The signed-in reader's saved readings with their notes, newest first, and their streak",
        querystring: historyQuery,
        response: { 200: historyResponse, ...account },
      },
    },
    async (request) => history.history(request.user, request.query),
  );

  app.post(
    devotionalCalls.saveNotes.path,
    {
      schema: {
        tags: ['devotional'],
        summary: "Save the day's reading with the reader's notes; showFireworks on the first of a day",
        body: saveNotesBody,
        response: { 200: saveNotesResponse, ...account },
      },
    },
    async (request) => history.saveNotes(request.user, request.body),
  );

  app.post(
    devotionalCalls.createCalendar.path,
    {
      schema: {
        tags: ['devotional'],
        summary: 'A new secret iCalendar feed URL of the reader’s plan (the previous one stops working)',
        response: { 200: calendarResponse, ...account },
      },
    },
    async (request) => calendar.newCalendarToken(request.user, siteUrl()),
  );

  app.delete(
    devotionalCalls.revokeCalendar.path,
    {
      schema: {
        tags: ['devotional'],
        summary: 'Revoke the reader’s calendar feed URL',
        response: { 200: calendarResponse, ...account },
      },
    },
    async (request) => calendar.revokeCalendar(request.user),
  );
};

/**
 * The devotional's account calls. Without a session they answer 401 with `requiresAuth` (the web opens the
 * login prompt) before the body is read, so whatever the body.
 */
export const devotionalAccountRoutes = signedInReaders(ownDevotionalRoutes, {
  signedOutAnswer: { message: 'Authentication required', requiresAuth: true },
});
