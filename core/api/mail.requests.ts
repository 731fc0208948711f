import type { JobStatus } from '../admin/jobs';
import type { EmailStatus } from '../mail/templates';
import { call } from './contract';
import type {
  EmailLogsResponse,
  EmailPreviewResponse,
  EmailTemplate,
  EmailTemplatesResponse,
  JobsResponse,
  MailStatusResponse,
} from './mail';

/** The mail panel's and the background jobs' requests (decision 275). */
export const mailCalls = {
  status: call('GET', '/api/admin/email/status').answer<MailStatusResponse>(),
  templates: call('GET', '/api/admin/email/templates').answer<EmailTemplatesResponse>(),
  logs: call('GET', '/api/admin/email/logs')
    .query<{ page: number; pageSize: number; status?: EmailStatus }>()
    .answer<EmailLogsResponse>(),
  sendTest: call('POST', '/api/admin/email/test')
    .body<{ templateName: string; recipient: string }>()
    .answer<{ message: string; id: number; status: string }>(),
  sendSamples: call('POST', '/api/admin/email/samples')
    .body<{ recipient: string }>()
    .answer<{ message: string; sent: number }>(),
  saveTemplate: call('PUT', '/api/admin/email/templates/:name')
    .body<{ subject: string; html: string }>()
    .answer<{ template: EmailTemplate }>(),
  previewTemplate: call('POST', '/api/admin/email/templates/:name/preview')
    .body<{ subject: string; html: string }>()
    .answer<EmailPreviewResponse>(),
  jobs: call('GET', '/api/admin/jobs').query<{ limit: number; status?: JobStatus }>().answer<JobsResponse>(),
};
