import { z } from 'zod';
import { SETTING_DATA_TYPES } from '../settings/values';

/** Answers of the system-settings calls. */

export const settingChangeSchema = z
  .object({
    changedBy: z.string().describe('Username of the administrator who made the change'),
    changedAt: z.string().describe('ISO 8601 time of the change'),
    oldValue: z.string().nullable().describe('Value before (masked for protected settings)'),
    newValue: z.string().nullable().describe('Value after (masked for protected settings)'),
  })
  .describe('A recorded change of a setting');

export type SettingChange = z.infer<typeof settingChangeSchema>;

export const systemSettingSchema = z
  .object({
    key: z.string(),
    value: z
      .string()
      .describe('The value in effect; masked ("••••" and the last 2 characters) when protected'),
    hasValue: z
      .boolean()
      .describe('Whether the value in effect is not empty (useful for protected settings)'),
    category: z.string(),
    dataType: z.enum(SETTING_DATA_TYPES),
    label: z.string(),
    description: z.string(),
    defaultValue: z.string().nullable().describe('Masked when protected'),
    options: z.array(z.string()).nullable().describe('The allowed values of a choice'),
    isProtected: z.boolean(),
    isSystem: z.boolean().describe('A setting of the catalogue the code relies on: it cannot be deleted'),
    updatedAt: z.string().nullable().describe('When an administrator last stored a value; null: default'),
    lastChange: settingChangeSchema.nullable(),
  })
  .describe('A system setting as administrators see it');

export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const settingCategoriesResponse = z
  .object({ categories: z.array(z.string()) })
  .describe('GET /api/system-settings/categories: every category, catalogue order first');

export type SettingCategoriesResponse = z.infer<typeof settingCategoriesResponse>;

export const settingCategoryResponse = z
  .object({ category: z.string(), settings: z.array(systemSettingSchema) })
  .describe('GET /api/system-settings/category/{category}: the settings of one category');

export type SettingCategoryResponse = z.infer<typeof settingCategoryResponse>;

export const settingResponse = z
  .object({ setting: systemSettingSchema })
  .describe('The setting after a PUT or POST /api/system-settings');

export type SettingResponse = z.infer<typeof settingResponse>;
