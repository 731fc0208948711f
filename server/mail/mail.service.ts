import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EmailTemplateName } from '../../core/mail/templates';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { jobKind, type JobContext, type JobQueue } from '../jobs/job-queue';
import type { SettingsService } from '../settings/settings.service';
import { SAMPLE_VARIABLES } from './default-templates';
import { MailRepository } from './mail.repository';
import { escapeHtml, fill, htmlToText } from './render';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe';
import { smtpTransport } from './smtp';

export type { EmailTemplateName };

/** The job that sends one outbox message; its retries are the queue's, after the mail's delays. */
export const SEND_MAIL_JOB = jobKind('mail.send', z.object({ id: z.number().int() }));
export const MAIL_NOT_CONFIGURED = 'mail is not configured';
export const UNSUBSCRIBED = 'the recipient unsubscribed';

/** Waits before the 2nd, 3rd, … attempt of a message; after the last the message is failed (decision 141). */
export const DEFAULT_MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

/** Templates sent to readers as a list they can leave: they carry the unsubscribe link and honour suppressions. */
const READER_LIST_TEMPLATES = new Set<string>(['hebrew_word_of_day', 'devotional_reminder', 'welcome_email']);
/**
 * Mail the account's owner asked for at an address they proved (a password reset): sent even to a suppressed
 * address. A confirmation link is not: anyone may ask for one to any address, so it honours suppressions.
 */
const TRANSACTIONAL_TEMPLATES = new Set<string>(['password_reset']);

/** A message to send: a template, its values and the recipient. */
export interface OutgoingMail {
  to: string;
  template: EmailTemplateName;
  variables: Record<string, string>;
  userId?: string | null;
}

/** An outbox row ready to store (see `MailService.prepare`). */
export type PreparedMail = Parameters<MailRepository['addMessage']>[0] & {
  status: 'pending' | 'failed';
};

export interface MailServiceOptions {
  retryDelaysMs?: readonly number[];
  /** SMTP connection timeout; tests shorten it. */
  timeoutMs?: number;
}

const addressPattern =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$|^[^\s@<>()[\]\\,;:"]+@localhost$/i;

/** A recipient that is a plain, valid address without line breaks. */
export function validRecipient(address: string): boolean {
  return !/[\r\n]/.test(address) && address.length <= 254 && addressPattern.test(address);
}

export class MailService {
  readonly repository: MailRepository;
  private readonly timeoutMs: number;

  constructor(
    db: ConstructorParameters<typeof MailRepository>[0],
    private readonly config: Config,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    options: MailServiceOptions = {},
  ) {
    this.repository = new MailRepository(db);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    jobs.register(SEND_MAIL_JOB, {
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS,
      handler: ({ id }, job) => this.deliver(id, job),
      failed: ({ id }, failure) => this.failedForGood(id, failure.error),
    });
  }

  /** Seeds the templates; called once at start. */
  async start(): Promise<void> {
    await this.repository.seedTemplates();
  }

  /** The site's address as readers see it. */
  siteUrl(): string {
    return (this.config.publicOrigin ?? `http://localhost:${this.config.port || 3000}`).replace(/\/$/, '');
  }

  /** The SMTP server to use: SMTP_URL, else the protected `mail.smtpUrl` setting; undefined when neither. */
  async smtpUrl(): Promise<string | undefined> {
    return this.config.smtpUrl || (await this.settings.get('mail.smtpUrl')) || undefined;
  }

  async configured(): Promise<boolean> {
    return Boolean(await this.smtpUrl());
  }

  unsubscribeUrl(address: string): string {
    return `${this.siteUrl()}/unsubscribe?token=${unsubscribeToken(this.config.sessionSecret, address)}`;
  }

  /** Adds the address of a valid token to the suppressions; answers what happened. */
  async unsubscribe(token: string): Promise<{ address: string } | { error: 'invalid' | 'expired' }> {
    const result = readUnsubscribeToken(this.config.sessionSecret, token);
    if ('address' in result) await this.repository.suppress(result.address);
    return result;
  }

  /** Subject, HTML and text of a template filled with `variables` (HTML-escaped in the HTML part). */
  async render(
    template: string,
    variables: Record<string, string>,
    override?: { subject: string; html: string },
  ): Promise<{ subject: string; html: string; text: string }> {
    const row = override ?? (await this.repository.template(template));
    if (!row) throw errors.validation(`Unknown email template: ${template}`);
    const values = {
      siteName: await this.settings.get('site.name'),
      siteUrl: this.siteUrl(),
      ...variables,
    };
    const noBreaks = (value: string) => value.replace(/[\r\n]+/g, ' ');
    return {
      subject: noBreaks(fill(row.subject, values, (value) => value)),
      html: fill(row.html, values, escapeHtml),
      text: fill(htmlToText(row.html), values, (value) => value),
    };
  }

  /**
   * Renders template `template` with `variables` (HTML-escaped in the HTML part), stores it in the outbox as
   * pending, and wakes the sender. `userId` links the log row to a reader; when given (or when the template is
   * reader mail), the message carries a one-click unsubscribe link and the List-Unsubscribe headers.
   * Throws a 400-style error for a recipient that is not a valid address or contains CR/LF.
   */
  async send(message: OutgoingMail): Promise<{ id: number }> {
    return this.store(await this.prepare(message));
  }

  /**
   * The outbox row of a message, rendered and checked (recipient, suppression, configuration) but not stored:
   * `store` it later, possibly inside a caller's transaction (the word of the day marks its day in the same
   * one). Reads templates and settings, so it must not run inside that transaction (PGlite has one connection).
   */
  async prepare(message: OutgoingMail): Promise<PreparedMail> {
    const to = message.to.trim();
    if (!validRecipient(to))
      throw errors.validation('Recipient required - Please enter a valid email address');
    const readerMail = Boolean(message.userId) || READER_LIST_TEMPLATES.has(message.template);
    const unsubscribeUrl = readerMail ? this.unsubscribeUrl(to) : null;
    const rendered = await this.render(message.template, {
      ...message.variables,
      unsubscribeUrl: unsubscribeUrl ?? this.siteUrl(),
    });
    const suppressed =
      readerMail && !TRANSACTIONAL_TEMPLATES.has(message.template) && (await this.repository.suppressed(to));
    const configured = await this.configured();
    const failure = suppressed ? UNSUBSCRIBED : configured ? null : MAIL_NOT_CONFIGURED;
    return {
      recipient: to,
      template: message.template,
      ...rendered,
      userId: message.userId ?? null,
      unsubscribeUrl,
      status: failure ? 'failed' : 'pending',
      error: failure,
    };
  }

  /** Stores a prepared message in the outbox and queues its sending, on `db` (a transaction) when given. */
  async store(prepared: PreparedMail, db?: Database): Promise<{ id: number }> {
    const repository = db ? new MailRepository(db) : this.repository;
    const row = await repository.addMessage(prepared);
    if (prepared.status === 'pending') await this.jobs.enqueue(SEND_MAIL_JOB, { id: row.id }, { db });
    return { id: row.id };
  }

  /** Sends every template with sample values to `to`; answers how many were queued. */
  async sendSamples(to: string, templates: readonly EmailTemplateName[]): Promise<number> {
    for (const template of templates) await this.send({ to, template, variables: SAMPLE_VARIABLES });
    return templates.length;
  }

  /**
   * One attempt at an outbox message (decision 141): a failure is noted on the message and thrown, so the
   * queue tries again after the mail's delays, then fails the message (`failedForGood`).
   */
  private async deliver(id: number, job: JobContext): Promise<void> {
    const message = await this.repository.message(id);
    if (!message || message.status !== 'pending') return;
    const attempts = job.attempt;
    const url = await this.smtpUrl();
    if (!url) {
      await this.repository.updateMessage(id, { status: 'failed', attempts, error: MAIL_NOT_CONFIGURED });
      return;
    }
    const from = (await this.settings.get('mail.from')) || 'OpenConcordance <no-reply@localhost>';
    try {
      if (/[\r\n]/.test(from)) throw new Error('The mail.from setting contains a line break');
      const transport = await smtpTransport(url, this.timeoutMs);
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          html: message.html,
          text: message.text,
          disableFileAccess: true,
          disableUrlAccess: true,
          ...(message.unsubscribeUrl
            ? {
                list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
      } finally {
        transport.close();
      }
      await this.repository.updateMessage(id, { status: 'sent', attempts, error: null, sentAt: new Date() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.repository.updateMessage(id, {
        attempts,
        error: reason,
        ...(job.retryAt ? { nextAttemptAt: job.retryAt } : {}),
      });
      throw error;
    }
  }

  /** The last attempt failed (or its instance stopped on it): the message is failed for good. */
  private async failedForGood(id: number, reason: string): Promise<void> {
    const message = await this.repository.message(id);
    if (!message || message.status !== 'pending') return;
    await this.repository.updateMessage(id, { status: 'failed', error: reason });
    this.log.warn({ email: id, err: reason }, 'email failed for good');
  }
}
