import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  emailLogsResponse,
  emailPreviewResponse,
  emailSamplesResponse,
  emailSentResponse,
  emailTemplateResponse,
  emailTemplatesResponse,
  mailStatusResponse,
} from '../../core/api/mail';
import { EMAIL_STATUSES } from '../../core/mail/templates';
import { presentLog, presentTemplate } from './mail.present';
import { mailCalls } from '../../core/api/mail.requests';

const guarded = { 401: messageResponse, 403: messageResponse };
const templateParams = z.object({ name: z.string() });
const templateBody = z.object({ subject: z.string().default(''), html: z.string().default('') });

/** The admin email calls (issue 16): test and sample sends, templates, logs, and mail status (the jobs list: server/jobs/jobs.routes.ts). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = () => app.services.mailAdmin;

  app.post(
    mailCalls.sendTest.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Send one template with sample values to a recipient',
        body: z.object({ templateName: z.string().default(''), recipient: z.string().default('') }),
        response: { 200: emailSentResponse, 400: messageResponse, ...guarded },
      },
    },
    async (request) => admin().sendTest(request.body.templateName, request.body.recipient),
  );

  app.post(
    mailCalls.sendSamples.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Send every template with sample values to a recipient',
        body: z.object({ recipient: z.string().default('') }),
        response: { 200: emailSamplesResponse, 400: messageResponse, ...guarded },
      },
    },
    async (request) => admin().sendSamples(request.body.recipient),
  );

  app.get(
    mailCalls.templates.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'The email templates',
        response: { 200: emailTemplatesResponse, ...guarded },
      },
    },
    async () => ({ templates: (await app.services.mail.repository.templates()).map(presentTemplate) }),
  );

  app.put(
    mailCalls.saveTemplate.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the subject and HTML of a template (the HTML is sanitised)',
        params: templateParams,
        body: templateBody,
        response: { 200: emailTemplateResponse, 400: messageResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => ({ template: await admin().updateTemplate(request.params.name, request.body) }),
  );

  app.post(
    mailCalls.previewTemplate.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Render a template (as stored, or the unsaved subject and HTML given) with sample values',
        params: templateParams,
        body: z.object({ subject: z.string().optional(), html: z.string().optional() }),
        response: { 200: emailPreviewResponse, 400: messageResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => admin().preview(request.params.name, request.body),
  );

  app.get(
    mailCalls.logs.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Sent, pending and failed emails, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
          status: z.enum(EMAIL_STATUSES).optional(),
        }),
        response: { 200: emailLogsResponse, 400: messageResponse, ...guarded },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, total } = await app.services.mail.repository.messages({
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { logs: rows.map(presentLog), total, page, pageSize };
    },
  );

  app.get(
    mailCalls.status.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether mail can go out, and its sender',
        response: { 200: mailStatusResponse, ...guarded },
      },
    },
    async () => admin().status(),
  );
};
