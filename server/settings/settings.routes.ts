import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import { settingCategoriesResponse, settingCategoryResponse, settingResponse } from '../../core/api/settings';
import { SETTING_DATA_TYPES } from '../../core/settings/values';
import { requireAdmin } from '../auth/session';
import { CHANGES_PAGES } from '../render/page-changes';
import { settingsCalls } from '../../core/api/settings.requests';

const guarded = { 401: messageResponse, 403: messageResponse };
const keyParams = z.object({ key: z.string().min(1).max(100) });
const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

const newSettingBody = z.object({
  key: required('key')
    .max(100, 'key must be at most 100 characters')
    .regex(
      /^[a-z][a-zA-Z0-9_.-]*$/,
      'key must start with a lower-case letter and hold only letters, digits, dots, dashes and _',
    ),
  label: required('label').max(200, 'label must be at most 200 characters'),
  // Kept as typed (not trimmed), but a new setting needs a value.
  value: z
    .string({ error: 'value is required' })
    .max(100_000, 'value must be at most 100000 characters')
    .refine((value) => value.trim() !== '', 'value is required'),
  category: required('category')
    .max(50, 'category must be at most 50 characters')
    .regex(/^[a-z][a-z0-9_-]*$/, 'category must be lower-case letters, digits, - or _'),
  dataType: z.enum(SETTING_DATA_TYPES, { error: 'dataType must be one of string, number, boolean, json' }),
  description: z.string().max(2000, 'description must be at most 2000 characters').default(''),
  defaultValue: z.string().max(100_000).nullable().default(null),
  options: z.array(z.string().min(1).max(200)).max(100).nullable().default(null),
  isProtected: z.boolean().default(false),
});

/** The system-settings calls: administrators only, every change recorded. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => app.services.settings;
  const author = async (request: Parameters<typeof requireAdmin>[0]) => {
    const user = await requireAdmin(request);
    return { id: user.id, username: user.username };
  };

  app.get(
    settingsCalls.categories.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'The categories of system settings',
        response: { 200: settingCategoriesResponse, ...guarded },
      },
    },
    async () => ({ categories: await settings().categories() }),
  );

  app.get(
    settingsCalls.category.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'The settings of one category (protected values masked)',
        params: z.object({ category: z.string().min(1).max(50) }),
        response: { 200: settingCategoryResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => ({
      category: request.params.category,
      settings: await settings().category(request.params.category),
    }),
  );

  app.put(
    settingsCalls.update.path,
    {
      config: CHANGES_PAGES,
      schema: {
        tags: ['admin'],
        summary: "Change a setting's value (checked against its data type); takes effect on every instance",
        params: keyParams,
        body: z.object({
          value: z
            .string({ error: 'value is required' })
            .max(100_000, 'value must be at most 100000 characters'),
        }),
        response: { 200: settingResponse, 400: messageResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => ({
      setting: await settings().update(request.params.key, request.body.value, await author(request)),
    }),
  );

  app.post(
    settingsCalls.create.path,
    {
      config: CHANGES_PAGES,
      schema: {
        tags: ['admin'],
        summary: 'Add a setting',
        body: newSettingBody,
        response: { 201: settingResponse, 400: messageResponse, ...guarded, 409: messageResponse },
      },
    },
    async (request, reply) => {
      const setting = await settings().create(request.body, await author(request));
      return reply.code(201).send({ setting });
    },
  );

  app.delete(
    settingsCalls.remove.path,
    {
      config: CHANGES_PAGES,
      schema: {
        tags: ['admin'],
        summary: 'Delete a setting an administrator added (system settings cannot be deleted)',
        params: keyParams,
        response: { 200: messageResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => {
      await settings().remove(request.params.key, await author(request));
      return { message: `Setting ${request.params.key} deleted` };
    },
  );
};
