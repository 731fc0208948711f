import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { emailMessages } from '../../db/schema/index';
import { MAIL_NOT_CONFIGURED, SEND_MAIL_JOB, UNSUBSCRIBED } from '../../mail/mail.service';
import { smtpTransport } from '../../mail/smtp';
import type { Check, Finding } from '../check';

/** A pending message this old means the outbox is backing up. */
export const OUTBOX_STALE_MS = 30 * 60_000;
/** Failed messages of this period are retried by the bot. */
const FAILED_WINDOW = sql`now() - interval '1 day'`;

/** Why the SMTP server does not accept a connection, or undefined when it does. */
async function smtpProblem(url: string): Promise<string | undefined> {
  const transport = await smtpTransport(url, 5_000);
  try {
    await transport.verify();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    transport.close();
  }
}

/** Mail is configured, nothing fails to send, and the outbox is not backing up. */
export const mailCheck: Check = {
  key: 'mail',
  directive: 'Deliver every email: mail configured, nothing failing, the outbox not backing up',
  priority: 60,
  async run({ db, mail, jobs }) {
    const findings: Finding[] = [];
    if (!(await mail.configured()))
      findings.push({
        fingerprint: 'mail:not-configured',
        elementType: 'mail',
        location: 'System Settings › mail',
        issue: 'Mail is not configured: no email (alerts, confirmations, word of the day) can be sent.',
        remedy:
          'Set the SMTP server (mail.smtpUrl in System Settings, or the SMTP_URL environment variable).',
        severity: 'warning',
        quotable: true,
      });
    const url = await mail.smtpUrl();
    const unreachable = url ? await smtpProblem(url) : undefined;
    if (unreachable)
      findings.push({
        fingerprint: 'mail:smtp',
        elementType: 'mail',
        location: 'System Settings › mail › SMTP server',
        issue: `The SMTP server cannot be reached: ${unreachable}. No email leaves the site.`,
        remedy:
          'Check the SMTP address (mail.smtpUrl or SMTP_URL), the password and that the mail server is up.',
        severity: 'error',
        quotable: true,
      });
    const failed = await db
      .select({ id: emailMessages.id, error: emailMessages.error })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.status, 'failed'),
          gt(emailMessages.createdAt, FAILED_WINDOW),
          notInArray(emailMessages.error, [UNSUBSCRIBED, MAIL_NOT_CONFIGURED]),
        ),
      );
    if (failed.length && (await mail.configured()))
      findings.push({
        fingerprint: 'mail:failed',
        elementType: 'mail',
        location: 'Email Logs',
        issue: `${failed.length} email${failed.length === 1 ? '' : 's'} of the last day failed to send (last error: ${failed.at(-1)?.error ?? 'unknown'}).`,
        remedy:
          'Check the SMTP server and its address in System Settings; then send the failed emails again.',
        severity: 'error',
        // Not quoted in the alert mail: an SMTP server's refusal may repeat the address a visitor gave.
        // Sending them again is only worth it once the server answers.
        repair: unreachable
          ? undefined
          : async () => {
              const ids = failed.map((row) => row.id);
              await db
                .update(emailMessages)
                .set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: new Date() })
                .where(and(inArray(emailMessages.id, ids), eq(emailMessages.status, 'failed')));
              for (const id of ids) await jobs.enqueue(SEND_MAIL_JOB, { id });
              return `Queued ${ids.length} failed email${ids.length === 1 ? '' : 's'} to be sent again.`;
            },
      });
    const staleCutoff = sql`now() - make_interval(secs => ${OUTBOX_STALE_MS / 1000})`;
    const [stale] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(emailMessages)
      .where(and(eq(emailMessages.status, 'pending'), lt(emailMessages.createdAt, staleCutoff)));
    if (stale && stale.value > 0)
      findings.push({
        fingerprint: 'mail:outbox',
        elementType: 'mail',
        location: 'Outbox',
        issue: `${stale.value} email${stale.value === 1 ? ' has' : 's have'} waited more than ${OUTBOX_STALE_MS / 60_000} minutes in the outbox.`,
        remedy: 'The SMTP server refuses or is slow: check it and the Background Jobs list for errors.',
        severity: 'warning',
        quotable: true,
      });
    return findings;
  },
};
