import type { FastifyBaseLogger } from 'fastify';
import {
  BACK_ON_MISSION,
  BOT_RESUMPTION,
  ERROR_REPORT_STATUSES,
  REPAIR_STATUSES,
  type BotErrorReport,
  type BotInstruction,
  type BotLog,
  type BotRepair,
  type BotRunResponse,
  type BotState,
} from '../../core/api/bot';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { jobKind, slotPayload, type JobQueue } from '../jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import type { SettingsService } from '../settings/settings.service';
import {
  BotRepository,
  type BotErrorRow,
  type BotInstructionRow,
  type BotLogRow,
  type BotRepairRow,
} from './bot.repository';
import { composeAlert } from './alert-mail';
import type { Check, CheckContext, Finding } from './check';
import { CHECKS } from './checks/index';
import { ErrorCounter } from './error-counter';
import { NOT_FOUND_ERROR } from './error-types';

/** The job kind of the scheduled check. */
export const BOT_JOB = jobKind('admin-bot.check', slotPayload);
/** The runner looks every minute whether the check interval has passed. */
export const BOT_CRON = '* * * * *';
/** An alert about one problem is sent at most this often. */
export const ALERT_EVERY_MS = 60 * 60_000;
/** A gap this many intervals long since the last run means the bot was stopped. */
const STOPPED_AFTER_INTERVALS = 3;

export const RUN_ACTION = 'CHECK RUN';
export const PAUSE_ACTION = 'BOT PAUSED';

export interface BotOptions {
  /** The schedule of the runner; tests run it every second. */
  cron?: string;
  /** How the database check reaches the database; tests point it at a dead server. */
  ping?: () => Promise<void>;
  /** The programs of the speech engine; tests name a missing one. */
  speechPrograms?: readonly string[];
  /** Overrides the interval setting (tests check every second). */
  intervalMs?: number;
  /** The checks; every one by default. */
  checks?: readonly Check[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The spec's wordings of bad input (section 5). */
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
 * The ADMIN BOT (issue 17, decisions 180-184): runs the active checks in the order of their directives'
 * priority, turns each finding into a repair task (reopened when a problem comes back), does the safe repairs,
 * completes the tasks whose problem is gone, logs all of it and emails alerts to the administrators.
 */
export class BotService {
  readonly repository: BotRepository;
  readonly errorCounter: ErrorCounter;
  private readonly checks: readonly Check[];
  private running: Promise<BotRunResponse> | undefined;
  private startedAt = Date.now();

  constructor(
    db: Database,
    private readonly context: Omit<CheckContext, 'ping' | 'speechPrograms'> & { ping: () => Promise<void> },
    private readonly log: FastifyBaseLogger,
    private readonly options: BotOptions = {},
  ) {
    this.repository = new BotRepository(db);
    this.errorCounter = new ErrorCounter(this.repository, log);
    this.checks = options.checks ?? CHECKS;
    context.jobs.register(BOT_JOB, { handler: () => this.scheduled() });
  }

  private get settings(): SettingsService {
    return this.context.settings;
  }
  private get jobs(): JobQueue {
    return this.context.jobs;
  }
  private get mail(): MailService {
    return this.context.mail;
  }

  /** Seeds the directives, notes a restart after a stop, and registers the schedule. */
  async start(): Promise<void> {
    await this.repository.seedInstructions(
      this.checks.map((check) => ({
        checkKey: check.key,
        directive: check.directive,
        priority: check.priority,
      })),
    );
    const lastRun = await this.repository.lastLog([RUN_ACTION]);
    const interval = await this.intervalMs();
    if (
      lastRun &&
      Date.now() - lastRun.createdAt.getTime() > STOPPED_AFTER_INTERVALS * interval &&
      !(await this.paused())
    )
      await this.repository.addLog(
        BOT_RESUMPTION,
        `${BACK_ON_MISSION}: the bot was stopped (last check ${lastRun.createdAt.toISOString()}) and has started again.`,
        'info',
      );
    this.startedAt = Date.now();
    this.errorCounter.start();
    await this.jobs.schedule(BOT_JOB, this.options.cron ?? BOT_CRON);
  }

  async stop(): Promise<void> {
    await this.errorCounter.stop();
  }

  /** The check interval in milliseconds (the setting, kept between 1 minute and a day). */
  async intervalMs(): Promise<number> {
    return this.options.intervalMs ?? (await this.intervalMinutes()) * 60_000;
  }

  private async intervalMinutes(): Promise<number> {
    const minutes = Number(await this.settings.get('bot.checkIntervalMinutes'));
    return Number.isFinite(minutes) ? Math.min(1_440, Math.max(1, Math.round(minutes))) : 5;
  }

  private async paused(): Promise<boolean> {
    return (await this.repository.lastLog([PAUSE_ACTION, BOT_RESUMPTION]))?.action === PAUSE_ACTION;
  }

  /** The scheduled slot: runs when the bot is on and the interval has passed since the last run. */
  private async scheduled(): Promise<void> {
    if (await this.paused()) return;
    const lastRun = await this.repository.lastLog([RUN_ACTION]);
    // A little slack: a slot a second early must not wait a whole extra interval. The first run ever comes
    // one interval after the start, not while the site is still warming up.
    const since = lastRun ? lastRun.createdAt.getTime() : this.startedAt;
    const interval = await this.intervalMs();
    if (Date.now() - since < interval - Math.min(5_000, interval / 2)) return;
    await this.run();
  }

  async state(): Promise<BotState> {
    const lastRun = await this.repository.lastLog([RUN_ACTION]);
    const paused = await this.paused();
    const minutes = await this.intervalMinutes();
    return {
      paused,
      intervalMinutes: minutes,
      lastRunAt: iso(lastRun?.createdAt ?? null),
      nextRunAt:
        paused || !lastRun ? null : new Date(lastRun.createdAt.getTime() + minutes * 60_000).toISOString(),
    };
  }

  /** Pauses the bot, or starts it again with a BOT RESUMPTION entry. */
  async setPaused(paused: boolean, by: string): Promise<BotState> {
    if (paused !== (await this.paused())) {
      if (paused)
        await this.repository.addLog(
          PAUSE_ACTION,
          `Paused by ${by}: no scheduled checks until resumed.`,
          'warning',
        );
      else
        await this.repository.addLog(
          BOT_RESUMPTION,
          `${BACK_ON_MISSION}: resumed by ${by}; the checks run again every ${await this.intervalMinutes()} minutes.`,
          'info',
        );
    }
    return this.state();
  }

  /** One run of every active check; a run already going on is joined, not doubled. */
  run(): Promise<BotRunResponse> {
    this.running ??= this.runChecks().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runChecks(): Promise<BotRunResponse> {
    await this.errorCounter.flush();
    const instructions = await this.repository.instructions();
    const active = this.checks
      .map((check) => ({ check, instruction: instructions.find((row) => row.checkKey === check.key) }))
      .filter((entry) => entry.instruction?.isActive)
      .sort((a, b) => b.instruction!.priority - a.instruction!.priority);
    const threshold = await this.alertThreshold();
    const context: CheckContext = {
      ...this.context,
      speechPrograms: this.options.speechPrograms ?? ['espeak-ng', 'lame'],
      ping: this.options.ping ?? this.context.ping,
    };
    const summary = { checks: 0, findings: 0, repaired: 0, alerts: 0 };
    const toAlert: { task: BotRepairRow; finding: Finding }[] = [];
    for (const { check, instruction } of active) {
      summary.checks += 1;
      let findings: Finding[];
      try {
        findings = await check.run(context);
      } catch (error) {
        findings = [
          {
            fingerprint: `${check.key}:check-failed`,
            elementType: 'check',
            location: `The "${instruction!.directive}" check`,
            issue: `The check itself failed: ${error instanceof Error ? error.message : String(error)}`,
            remedy: 'Look at the server log around this time; the check runs again at the next interval.',
            severity: 'error',
          },
        ];
      }
      summary.findings += findings.length;
      const outcome = await this.record(check.key, instruction!.priority, findings);
      summary.repaired += outcome.repaired;
      if (instruction!.priority >= threshold) toAlert.push(...outcome.alert);
    }
    summary.alerts = await this.alert(toAlert);
    const skipped = this.checks.length - active.length;
    await this.repository.addLog(
      RUN_ACTION,
      `Ran ${summary.checks} check${summary.checks === 1 ? '' : 's'}${skipped ? ` (${skipped} switched off)` : ''}: ` +
        `${summary.findings} problem${summary.findings === 1 ? '' : 's'} found, ${summary.repaired} repaired by the bot, ` +
        (summary.alerts ? `an alert about ${summary.alerts} of them sent.` : 'no alert sent.'),
      summary.findings === 0 ? 'success' : summary.findings > summary.repaired ? 'warning' : 'success',
    );
    return summary;
  }

  private async alertThreshold(): Promise<number> {
    const value = Number(await this.settings.get('bot.alertThreshold'));
    return Number.isInteger(value) && value >= 0 && value <= 100 ? value : 50;
  }

  /** Tasks for one check's findings: new, reopened, still there, repaired, or gone. */
  private async record(
    checkKey: string,
    priority: number,
    findings: Finding[],
  ): Promise<{ repaired: number; alert: { task: BotRepairRow; finding: Finding }[] }> {
    const alert: { task: BotRepairRow; finding: Finding }[] = [];
    let repaired = 0;
    const seen = new Set<string>();
    for (const finding of findings) {
      if (seen.has(finding.fingerprint)) continue;
      seen.add(finding.fingerprint);
      const now = new Date();
      const text = {
        elementType: finding.elementType,
        location: finding.location.slice(0, 500),
        issue: finding.issue.slice(0, 2_000),
        suggestedRemedy: finding.remedy.slice(0, 2_000),
        severity: finding.severity,
        priority,
      };
      let task = await this.repository.repairByFingerprint(finding.fingerprint);
      if (!task) {
        task = await this.repository.addRepair({
          fingerprint: finding.fingerprint,
          checkKey,
          status: 'pending',
          ...text,
        });
        await this.repository.addLog('PROBLEM FOUND', `${task.location}: ${task.issue}`, finding.severity);
        alert.push({ task, finding });
      } else if (task.status === 'completed') {
        task = (await this.repository.updateRepair(task.id, {
          ...text,
          status: 'pending',
          remedy: null,
          completedAt: null,
          occurrences: task.occurrences + 1,
          lastSeenAt: now,
        }))!;
        await this.repository.addLog(
          'PROBLEM RETURNED',
          `${task.location}: ${task.issue} (task #${task.id} reopened)`,
          finding.severity,
        );
        alert.push({ task, finding });
      } else if (task.status === 'in_progress' && task.remedy?.startsWith('Repaired by the bot')) {
        // The bot's own repair did not hold: leave it to the administrator.
        task = (await this.repository.updateRepair(task.id, { ...text, status: 'failed', lastSeenAt: now }))!;
        await this.repository.addLog(
          'REPAIR FAILED',
          `${task.location}: the problem is still there after the bot's repair; it needs an administrator. ${task.issue}`,
          'error',
        );
        continue;
      } else {
        task = (await this.repository.updateRepair(task.id, { ...text, lastSeenAt: now }))!;
      }
      if (finding.repair && task.status === 'pending') {
        try {
          const done = await finding.repair();
          await this.repository.updateRepair(task.id, {
            status: 'in_progress',
            remedy: `Repaired by the bot: ${done}`,
          });
          await this.repository.addLog('REPAIR', `${task.location}: ${done}`, 'success');
          repaired += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await this.repository.updateRepair(task.id, {
            status: 'failed',
            remedy: `The bot's repair failed: ${reason}`,
          });
          await this.repository.addLog('REPAIR FAILED', `${task.location}: ${reason}`, 'error');
        }
      }
    }
    for (const task of await this.repository.openRepairs(checkKey)) {
      if (seen.has(task.fingerprint)) continue;
      const remedy =
        task.remedy && task.status !== 'failed'
          ? task.remedy
          : 'The problem is gone: the check passed again.';
      await this.repository.updateRepair(task.id, { status: 'completed', remedy, completedAt: new Date() });
      await this.repository.addLog('PROBLEM RESOLVED', `${task.location}: ${remedy}`, 'success');
    }
    return { repaired, alert };
  }

  /**
   * Emails the administrators one alert about every alert-worthy problem of the run not alerted within the hour
   * (decision 257): one mail per administrator and run at most, counting the problems and quoting only the
   * issues in the site's own words. Answers how many problems it covered.
   */
  private async alert(items: { task: BotRepairRow; finding: Finding }[]): Promise<number> {
    const due = items.filter(
      ({ task }) => !task.lastAlertedAt || Date.now() - task.lastAlertedAt.getTime() >= ALERT_EVERY_MS,
    );
    if (!due.length) return 0;
    const recipients = await this.repository.adminAddresses();
    if (!recipients.length) {
      await this.repository.addLog(
        'ALERT NOT SENT',
        `${due.length} problem${due.length === 1 ? '' : 's'} to report, but no administrator has a confirmed email address (Account page).`,
        'warning',
      );
      return 0;
    }
    const instructions = await this.repository.instructions();
    const ownDirectives = instructions
      .filter((row) => row.isActive && row.checkKey === null)
      .map((row) => row.directive);
    const directiveOf = new Map(instructions.map((row) => [row.checkKey, row.directive]));
    const { alertTitle, alertMessage } = composeAlert(
      due.map(({ task, finding }) => ({
        directive: directiveOf.get(task.checkKey) ?? task.checkKey,
        severity: finding.severity,
        issue: task.issue,
        quotable: finding.quotable === true,
      })),
      ownDirectives,
    );
    try {
      for (const to of recipients)
        await this.mail.send({
          to,
          template: 'admin_bot_alert',
          variables: {
            alertTitle,
            alertMessage,
            detectedAt: new Date().toUTCString(),
            dashboardUrl: `${this.mail.siteUrl()}/admin?tab=admin-bot`,
          },
        });
    } catch (error) {
      await this.repository.addLog(
        'ALERT NOT SENT',
        `${due.length} problem${due.length === 1 ? '' : 's'}: ${error instanceof Error ? error.message : String(error)}`,
        'error',
      );
      return 0;
    }
    for (const { task } of due) await this.repository.updateRepair(task.id, { lastAlertedAt: new Date() });
    await this.repository.addLog(
      'ALERT SENT',
      `Emailed ${recipients.length} administrator${recipients.length === 1 ? '' : 's'} one alert about ${due.length} problem${due.length === 1 ? '' : 's'}.`,
      'info',
    );
    return due.length;
  }

  // --- The panel's calls (spec section 7) ---

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

  async logs(): Promise<{ logs: BotLog[]; state: BotState }> {
    return { logs: (await this.repository.logs(200)).map(logAnswer), state: await this.state() };
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

function instructionAnswer(row: BotInstructionRow): BotInstruction {
  return {
    id: row.id,
    directive: row.directive,
    priority: row.priority,
    isActive: row.isActive,
    checkKey: row.checkKey,
    createdAt: row.createdAt.toISOString(),
  };
}

function logAnswer(row: BotLogRow): BotLog {
  return {
    id: row.id,
    action: row.action,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function repairAnswer(row: BotRepairRow): BotRepair {
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

function errorAnswer(row: BotErrorRow): BotErrorReport {
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
