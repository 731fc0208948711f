import type { EmailLog, EmailTemplate } from '../../core/api/mail';
import { EMAIL_TEMPLATE_LABELS, type EmailTemplateName } from '../../core/mail/templates';
import type { JobRow } from '../jobs/job-queue';
import { COMMON_VARIABLES } from './default-templates';
import type { EmailMessageRow, EmailTemplateRow } from './mail.repository';

/** A mail template as the dashboard edits it, with the variables every template may use. */
export function presentTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    name: row.name,
    label: EMAIL_TEMPLATE_LABELS[row.name as EmailTemplateName] ?? row.name,
    category: row.category,
    subject: row.subject,
    html: row.html,
    variables: [...row.variables, ...COMMON_VARIABLES],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One sent or waiting message of the mail log. */
export function presentLog(row: EmailMessageRow): EmailLog {
  return {
    id: row.id,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentJob(row: JobRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    heartbeatAt: row.heartbeatAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
