import type { MailService } from '../mail/mail.service';
import { composeAlert } from './alert-mail';
import type { BotRepository } from './bot.repository';
import type { AlertItem } from './repair-tasks';

/** An alert about one problem is sent at most this often. */
export const ALERT_EVERY_MS = 60 * 60_000;

/**
 * Emails the administrators one alert about every alert-worthy problem of the run not alerted within the hour
 * (decision 257): one mail per administrator and run at most, counting the problems and quoting only the
 * issues in the site's own words. Answers how many problems it covered.
 */
export async function sendAlert(
  repository: BotRepository,
  mail: MailService,
  items: AlertItem[],
): Promise<number> {
  const due = items.filter(
    ({ task }) => !task.lastAlertedAt || Date.now() - task.lastAlertedAt.getTime() >= ALERT_EVERY_MS,
  );
  if (!due.length) return 0;
  const recipients = await repository.adminAddresses();
  if (!recipients.length) {
    await repository.addLog(
      'ALERT NOT SENT',
      `${due.length} problem${due.length === 1 ? '' : 's'} to report, but no administrator has a confirmed email address (Account page).`,
      'warning',
    );
    return 0;
  }
  const instructions = await repository.instructions();
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
      await mail.send({
        to,
        template: 'admin_bot_alert',
        variables: {
          alertTitle,
          alertMessage,
          detectedAt: new Date().toUTCString(),
          dashboardUrl: `${mail.siteUrl()}/admin?tab=admin-bot`,
        },
      });
  } catch (error) {
    await repository.addLog(
      'ALERT NOT SENT',
      `${due.length} problem${due.length === 1 ? '' : 's'}: ${error instanceof Error ? error.message : String(error)}`,
      'error',
    );
    return 0;
  }
  for (const { task } of due) await repository.updateRepair(task.id, { lastAlertedAt: new Date() });
  await repository.addLog(
    'ALERT SENT',
    `Emailed ${recipients.length} administrator${recipients.length === 1 ? '' : 's'} one alert about ${due.length} problem${due.length === 1 ? '' : 's'}.`,
    'info',
  );
  return due.length;
}
