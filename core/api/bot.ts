import { z } from 'zod';

/** Answers of the ADMIN BOT calls (issue 17; decisions 180-184). */

import {
  BACK_ON_MISSION,
  BOT_LOG_STATUSES,
  BOT_RESUMPTION,
  ERROR_REPORT_STATUSES,
  REPAIR_STATUSES,
} from '../admin/bot';

export { BACK_ON_MISSION, BOT_LOG_STATUSES, BOT_RESUMPTION, ERROR_REPORT_STATUSES, REPAIR_STATUSES };

export const botInstructionSchema = z
  .object({
    id: z.number().int(),
    directive: z.string(),
    priority: z.number().int().describe('0-100: higher runs first and alerts first'),
    isActive: z.boolean(),
    checkKey: z
      .string()
      .nullable()
      .describe("The check this directive governs; null for an administrator's own"),
    createdAt: z.string(),
  })
  .describe('A directive of the bot');
export type BotInstruction = z.infer<typeof botInstructionSchema>;

export const botInstructionsResponse = z
  .object({ instructions: z.array(botInstructionSchema) })
  .describe('GET /api/admin/bot/instructions: every directive, highest priority first');
export type BotInstructionsResponse = z.infer<typeof botInstructionsResponse>;

/** New directive; validated by the service so that the answer uses the panel's own words. */
export const botInstructionBody = z.object({
  directive: z.string().max(10_000).optional(),
  priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});

export const botInstructionUpdateBody = z.object({
  isActive: z.boolean().optional(),
  priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  directive: z.string().max(10_000).optional(),
});

export const botLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  details: z.string(),
  status: z.enum(BOT_LOG_STATUSES),
  createdAt: z.string(),
});
export type BotLog = z.infer<typeof botLogSchema>;

export const botStateSchema = z
  .object({
    paused: z.boolean(),
    intervalMinutes: z.number().int(),
    lastRunAt: z.string().nullable(),
    nextRunAt: z.string().nullable(),
  })
  .describe('Whether the bot is on, how often it checks, when it last ran and will run next');
export type BotState = z.infer<typeof botStateSchema>;

export const botLogsResponse = z
  .object({ logs: z.array(botLogSchema), state: botStateSchema })
  .describe('GET /api/admin/bot/logs: the latest 200 log entries, newest first, and the bot state');
export type BotLogsResponse = z.infer<typeof botLogsResponse>;

export const botStateBody = z.object({ paused: z.boolean() });

export const botRepairSchema = z.object({
  id: z.number().int(),
  elementType: z.string(),
  location: z.string(),
  issue: z.string(),
  suggestedRemedy: z.string(),
  remedy: z.string().nullable(),
  status: z.enum(REPAIR_STATUSES),
  severity: z.enum(['warning', 'error']),
  priority: z.number().int(),
  occurrences: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BotRepair = z.infer<typeof botRepairSchema>;

export const botRepairsResponse = z
  .object({
    repairs: z.array(botRepairSchema),
    directives: z.array(z.string()).describe("The administrators' own active directives, shown with reports"),
  })
  .describe('GET /api/admin/bot/repairs: open tasks first (by priority), then finished ones');
export type BotRepairsResponse = z.infer<typeof botRepairsResponse>;

export const botRepairBody = z.object({
  remedy: z.string().max(10_000).optional(),
  status: z.string().max(50).optional(),
});

export const botErrorSchema = z.object({
  id: z.number().int(),
  errorType: z.string(),
  url: z.string(),
  message: z.string(),
  count: z.number().int(),
  status: z.enum(ERROR_REPORT_STATUSES),
  resolution: z.string().nullable(),
  specialPriority: z.boolean().describe('404s: highlighted for immediate remediation'),
  createdAt: z.string().describe('First seen'),
  lastSeenAt: z.string(),
});
export type BotErrorReport = z.infer<typeof botErrorSchema>;

export const botErrorsResponse = z
  .object({ errors: z.array(botErrorSchema) })
  .describe('GET /api/admin/bot/errors: open reports first, 404s first among them, then by count');
export type BotErrorsResponse = z.infer<typeof botErrorsResponse>;

export const botErrorBody = z.object({
  resolution: z.string().max(10_000).optional(),
  status: z.string().max(50).optional(),
});

export const botRunResponse = z
  .object({
    checks: z.number().int().describe('How many checks ran'),
    findings: z.number().int(),
    repaired: z.number().int(),
    alerts: z.number().int().describe("How many problems the run's one alert mail covered (0: none sent)"),
  })
  .describe('POST /api/admin/bot/run: the result of a run made now');
export type BotRunResponse = z.infer<typeof botRunResponse>;

/** What a reader's browser sends about an error: no cookies, no query string, no personal data. */
export const clientErrorBody = z.object({
  message: z.string().max(2_000),
  stack: z.string().max(8_000).optional(),
  path: z.string().max(2_000),
  kind: z
    .enum(['error', 'not-found'])
    .optional()
    .describe('not-found: the web app showed its page-not-found screen for this path'),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
