import {
  ERROR_REPORT_STATUSES,
  REPAIR_STATUSES,
  type BotErrorReport,
  type BotInstruction,
  type BotRepair,
} from '../../core/api/bot';
import { AppError, errors } from '../errors';
import type { BotErrorRow, BotInstructionRow, BotRepairRow, BotRepository } from './bot.repository';
import { errorAnswer, instructionAnswer, repairAnswer } from './bot.present';

/** The panel's wordings of bad input. */
export const BOT_MESSAGES = {
  directive: 'Directive text must be non-blank',
  priority: 'Priority must be a number from 0 to 100',
  remedy: 'Remedy text must be non-blank',
  resolution: 'Resolution text must be non-blank',
  repairStatus: `Status must be one of ${REPAIR_STATUSES.join(', ')}`,
  errorStatus: `Status must be one of ${ERROR_REPORT_STATUSES.join(', ')}`,
  notFound: 'No such item of the ADMIN BOT',
} as const;

/**
 * The administrator's side of the ADMIN BOT panel: their own directives, switching checks on
 * and off, and the remedies and resolutions they write; each change is logged under their name.
 */
export class BotPanelService {
  constructor(private readonly repository: BotRepository) {}

  async instructions(): Promise<BotInstruction[]> {
    return (await this.repository.instructions()).map(instructionAnswer);
  }

  async addInstruction(body: { directive?: string; priority?: number }, by: string): Promise<BotInstruction> {
    const directive = body.directive?.trim() ?? '';
    if (!directive) throw errors.validation(BOT_MESSAGES.directive);
    if (directive.length > 1_000) throw errors.validation('Directive text may be at most 1,000 characters');
    const priority = validPriority(body.priority ?? 50);
    const row = await this.repository.addInstruction(directive, priority);
    await this.repository.addLog(
      'DIRECTIVE ADDED',
      `${by} added "${directive}" (priority ${priority}).`,
      'info',
    );
    return instructionAnswer(row);
  }

  async updateInstruction(
    id: number,
    body: { isActive?: boolean; priority?: number; directive?: string },
    by: string,
  ): Promise<BotInstruction> {
    const values: Partial<Pick<BotInstructionRow, 'isActive' | 'priority' | 'directive'>> = {};
    if (body.isActive !== undefined) values.isActive = body.isActive;
    if (body.priority !== undefined) values.priority = validPriority(body.priority);
    if (body.directive !== undefined) {
      const directive = body.directive.trim();
      if (!directive) throw errors.validation(BOT_MESSAGES.directive);
      values.directive = directive.slice(0, 1_000);
    }
    const row = await this.repository.updateInstruction(id, values);
    if (!row) throw notFound();
    const change =
      body.isActive !== undefined
        ? `${row.isActive ? 'switched on' : 'switched off'}${row.checkKey ? ` (its check ${row.isActive ? 'runs again' : 'no longer runs'})` : ''}`
        : 'changed';
    await this.repository.addLog(
      'DIRECTIVE CHANGED',
      `${by}: "${row.directive}" ${change}, priority ${row.priority}.`,
      'info',
    );
    return instructionAnswer(row);
  }

  async repairs(): Promise<{ repairs: BotRepair[]; directives: string[] }> {
    const directives = (await this.repository.instructions())
      .filter((row) => row.isActive && row.checkKey === null)
      .map((row) => row.directive);
    return { repairs: (await this.repository.repairs()).map(repairAnswer), directives };
  }

  /** The administrator's fix: a remedy and a status (Fix, then Mark as Completed). */
  async updateRepair(id: number, body: { remedy?: string; status?: string }, by: string): Promise<BotRepair> {
    const remedy = body.remedy?.trim() ?? '';
    if (!remedy) throw errors.validation(BOT_MESSAGES.remedy);
    const status = body.status ?? 'completed';
    if (!(REPAIR_STATUSES as readonly string[]).includes(status))
      throw errors.validation(BOT_MESSAGES.repairStatus);
    const task = await this.repository.repair(id);
    if (!task) throw notFound();
    const row = (await this.repository.updateRepair(id, {
      remedy: remedy.slice(0, 2_000),
      status: status as BotRepairRow['status'],
      completedAt: status === 'completed' ? new Date() : null,
    }))!;
    await this.repository.addLog(
      status === 'completed' ? 'REPAIR COMPLETED' : 'REPAIR UPDATED',
      `${by} on ${row.location}: ${row.remedy} (${status.replace('_', ' ')}).`,
      status === 'completed' ? 'success' : 'info',
    );
    return repairAnswer(row);
  }

  async errors(): Promise<BotErrorReport[]> {
    return (await this.repository.errors()).map(errorAnswer);
  }

  /** The administrator's resolution of an error report. */
  async updateError(
    id: number,
    body: { resolution?: string; status?: string },
    by: string,
  ): Promise<BotErrorReport> {
    const resolution = body.resolution?.trim() ?? '';
    if (!resolution) throw errors.validation(BOT_MESSAGES.resolution);
    const status = body.status ?? 'resolved';
    if (!(ERROR_REPORT_STATUSES as readonly string[]).includes(status))
      throw errors.validation(BOT_MESSAGES.errorStatus);
    if (!(await this.repository.error(id))) throw notFound();
    const row = (await this.repository.updateError(id, {
      resolution: resolution.slice(0, 2_000),
      status: status as BotErrorRow['status'],
      resolvedAt: status === 'resolved' ? new Date() : null,
    }))!;
    await this.repository.addLog(
      status === 'resolved' ? 'ERROR RESOLVED' : 'ERROR UPDATED',
      `${by} on ${row.errorType} ${row.url}: ${row.resolution}`,
      status === 'resolved' ? 'success' : 'info',
    );
    return errorAnswer(row);
  }
}

function notFound() {
  return new AppError(404, 'bot_item_not_found', BOT_MESSAGES.notFound);
}

function validPriority(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 100) throw errors.validation(BOT_MESSAGES.priority);
  return value;
}
