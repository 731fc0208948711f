import type { FastifyBaseLogger } from 'fastify';
import {
  BACK_ON_MISSION,
  BOT_RESUMPTION,
  type BotLog,
  type BotRunResponse,
  type BotState,
} from '../../core/api/bot';
import type { Database } from '../db/database';
import { jobKind, slotPayload, type JobQueue } from '../jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import type { SettingsService } from '../settings/settings.service';
import { sendAlert } from './alerts';
import { BotPanelService } from './bot-panel.service';
import { logAnswer } from './bot.present';
import { BotRepository } from './bot.repository';
import type { Check, CheckContext, Finding } from './check';
import { CHECKS } from './checks/index';
import { ErrorCounter } from './error-counter';
import { recordFindings, type AlertItem } from './repair-tasks';

/** The job kind of the scheduled check. */
export const BOT_JOB = jobKind('admin-bot.check', slotPayload);
/** The runner looks every minute whether the check interval has passed. */
export const BOT_CRON = '* * * * *';
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

/**
 * The ADMIN BOT (issue 17, decisions 180-184): runs the active checks in the order of their directives'
 * priority, turns each finding into a repair task (reopened when a problem comes back), does the safe repairs,
 * completes the tasks whose problem is gone, logs all of it and emails alerts to the administrators.
 */
export class BotService {
  readonly repository: BotRepository;
  readonly errorCounter: ErrorCounter;
  /** The administrator's edits of directives, repair tasks and error reports. */
  readonly panel: BotPanelService;
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
    this.panel = new BotPanelService(this.repository);
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
      lastRunAt: lastRun ? lastRun.createdAt.toISOString() : null,
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
    const toAlert: AlertItem[] = [];
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
      const outcome = await recordFindings(this.repository, check.key, instruction!.priority, findings);
      summary.repaired += outcome.repaired;
      if (instruction!.priority >= threshold) toAlert.push(...outcome.alert);
    }
    summary.alerts = await sendAlert(this.repository, this.mail, toAlert);
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

  /** The latest log entries, newest first, with whether the bot is on and when it runs. */
  async logs(): Promise<{ logs: BotLog[]; state: BotState }> {
    return { logs: (await this.repository.logs(200)).map(logAnswer), state: await this.state() };
  }
}
