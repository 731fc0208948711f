import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botErrorBody,
  botErrorSchema,
  botErrorsResponse,
  botInstructionBody,
  botInstructionSchema,
  botInstructionsResponse,
  botInstructionUpdateBody,
  botLogsResponse,
  botRepairBody,
  botRepairSchema,
  botRepairsResponse,
  botRunResponse,
  botStateBody,
  botStateSchema,
  clientErrorBody,
} from '../../core/api/bot';
import { messageResponse } from '../../core/api/common';
import { requireAdmin } from '../auth/session';
import { BROWSER_ERROR, NOT_FOUND_ERROR } from './error-types';
import { cleanClientError } from './client-errors';
import { botCalls } from '../../core/api/bot.requests';
import { clientErrorCalls } from '../../core/api/client-errors.requests';

// Row ids are PostgreSQL `serial` (int4).
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const guarded = { 401: messageResponse, 403: messageResponse };
const changing = { ...guarded, 400: messageResponse, 404: messageResponse };

/** The ADMIN BOT's calls; an admin route file (registerAdminRoutes). */
export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  const bot = () => app.services.bot;
  const who = async (request: Parameters<typeof requireAdmin>[0]) => (await requireAdmin(request)).username;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    botCalls.instructions.path,
    {
      schema: {
        tags: ['admin'],
        summary: "The bot's directives, highest priority first",
        response: { 200: botInstructionsResponse, ...guarded },
      },
    },
    async () => ({ instructions: await bot().panel.instructions() }),
  );
  app.post(
    botCalls.addInstruction.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a directive of your own (priority 0-100, default 50)',
        body: botInstructionBody,
        response: { 201: botInstructionSchema, ...guarded, 400: messageResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bot().panel.addInstruction(request.body, await who(request))),
  );
  app.put(
    botCalls.updateInstruction.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a directive (and its check) on or off, or change its priority or text',
        params: idParams,
        body: botInstructionUpdateBody,
        response: { 200: botInstructionSchema, ...changing },
      },
    },
    async (request) => bot().panel.updateInstruction(request.params.id, request.body, await who(request)),
  );
  app.get(
    botCalls.logs.path,
    {
      schema: {
        tags: ['admin'],
        summary: "The bot's log (runs, problems, repairs, alerts), newest first, and whether it is on",
        response: { 200: botLogsResponse, ...guarded },
      },
    },
    async () => bot().logs(),
  );
  app.put(
    botCalls.setState.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause the bot, or resume it (logged as BOT RESUMPTION)',
        body: botStateBody,
        response: { 200: botStateSchema, ...guarded, 400: messageResponse },
      },
    },
    async (request) => bot().setPaused(request.body.paused, await who(request)),
  );
  app.post(
    botCalls.run.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Run every active check now',
        response: { 200: botRunResponse, ...guarded },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async () => bot().run(),
  );
  app.get(
    botCalls.repairs.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Repair tasks: open ones first, by priority',
        response: { 200: botRepairsResponse, ...guarded },
      },
    },
    async () => bot().panel.repairs(),
  );
  app.put(
    botCalls.updateRepair.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Record your remedy of a repair task and its status (completed by default)',
        params: idParams,
        body: botRepairBody,
        response: { 200: botRepairSchema, ...changing },
      },
    },
    async (request) => bot().panel.updateRepair(request.params.id, request.body, await who(request)),
  );
  app.get(
    botCalls.errors.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Error reports grouped by type and URL: open first, 404s first, then by count',
        response: { 200: botErrorsResponse, ...guarded },
      },
    },
    async () => ({ errors: await bot().panel.errors() }),
  );
  app.put(
    botCalls.updateError.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Record the resolution of an error report and its status (resolved by default)',
        params: idParams,
        body: botErrorBody,
        response: { 200: botErrorSchema, ...changing },
      },
    },
    async (request) => bot().panel.updateError(request.params.id, request.body, await who(request)),
  );
};

/** POST /api/client-errors: public, small and rate-limited; nothing personal is kept (decision 183). */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    clientErrorCalls.report.path,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['site'],
        summary: "Report an error of the web app in a reader's browser (message, trimmed stack, path)",
        body: clientErrorBody,
        response: { 202: messageResponse, 400: messageResponse, 413: messageResponse, 429: messageResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const report = cleanClientError(request.body);
      // The web app answers every page address; its not-found screen reports the ones that do not exist.
      if (request.body.kind === 'not-found')
        app.services.bot.errorCounter.count(
          NOT_FOUND_ERROR,
          report.path,
          'Page not found (shown by the web app)',
        );
      else app.services.bot.errorCounter.count(BROWSER_ERROR, report.path, report.message);
      return reply.code(202).send({ message: 'Thank you: the error was reported to the administrators.' });
    },
  );
};
