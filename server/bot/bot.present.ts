import type { BotErrorReport, BotInstruction, BotLog, BotRepair } from '../../core/api/bot';
import type { BotErrorRow, BotInstructionRow, BotLogRow, BotRepairRow } from './bot.repository';
import { NOT_FOUND_ERROR } from './error-types';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A directive as the panel shows it. */
export function instructionAnswer(row: BotInstructionRow): BotInstruction {
  return {
    id: row.id,
    directive: row.directive,
    priority: row.priority,
    isActive: row.isActive,
    checkKey: row.checkKey,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A log entry as the panel shows it. */
export function logAnswer(row: BotLogRow): BotLog {
  return {
    id: row.id,
    action: row.action,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A repair task as the panel shows it. */
export function repairAnswer(row: BotRepairRow): BotRepair {
  return {
    id: row.id,
    elementType: row.elementType,
    location: row.location,
    issue: row.issue,
    suggestedRemedy: row.suggestedRemedy,
    remedy: row.remedy,
    status: row.status,
    severity: row.severity,
    priority: row.priority,
    occurrences: row.occurrences,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

/** An error report as the panel shows it; a missing page is special priority. */
export function errorAnswer(row: BotErrorRow): BotErrorReport {
  return {
    id: row.id,
    errorType: row.errorType,
    url: row.url,
    message: row.message,
    count: row.count,
    status: row.status,
    resolution: row.resolution,
    specialPriority: row.errorType === NOT_FOUND_ERROR,
    createdAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
