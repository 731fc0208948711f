import { z } from 'zod';
import { JOB_STATUSES, type JobStatus } from '../admin/jobs';

/** Answers of the admin email calls (issue 16). */

export const emailTemplateSchema = z.object({
  name: z.string(),
  label: z.string(),
  category: z.string(),
  subject: z.string(),
  html: z.string(),
  variables: z.array(z.string()).describe('Placeholders the template may use, without braces'),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplatesResponse = z.object({ templates: z.array(emailTemplateSchema) });
export type EmailTemplatesResponse = z.infer<typeof emailTemplatesResponse>;

export const emailTemplateResponse = z.object({ template: emailTemplateSchema });

export const emailPreviewResponse = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreviewResponse = z.infer<typeof emailPreviewResponse>;

export const emailLogSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

export const emailLogsResponse = z.object({
  logs: z.array(emailLogSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EmailLogsResponse = z.infer<typeof emailLogsResponse>;

export const emailSentResponse = z.object({ message: z.string(), id: z.number(), status: z.string() });
export const emailSamplesResponse = z.object({ message: z.string(), sent: z.number() });

export const mailStatusResponse = z.object({
  configured: z.boolean(),
  from: z.string(),
  source: z.enum(['environment', 'setting', 'none']),
});
export type MailStatusResponse = z.infer<typeof mailStatusResponse>;

export { JOB_STATUSES, type JobStatus };

export const jobSchema = z
  .object({
    id: z.number(),
    kind: z.string().describe('What the job does, e.g. mail.send or hebrew-word-of-day'),
    status: z.enum(JOB_STATUSES),
    attempts: z.number().describe('Runs started so far (a failed run is retried with backoff)'),
    error: z
      .string()
      .nullable()
      .describe('The last error; kept on a job that was retried and then succeeded'),
    runAt: z.string().describe('When the job is (or was last) due to run'),
    createdAt: z.string(),
    heartbeatAt: z.string().nullable().describe('The last sign of life of its latest run'),
    finishedAt: z.string().nullable(),
  })
  .describe('A background job (decision 140)');
export type Job = z.infer<typeof jobSchema>;

export const jobsResponse = z
  .object({
    counts: z.object(
      Object.fromEntries(JOB_STATUSES.map((status) => [status, z.number()])) as Record<
        JobStatus,
        z.ZodNumber
      >,
    ),
    jobs: z.array(jobSchema).describe('The most recent jobs (of the status asked), newest first'),
    failed: z
      .array(jobSchema)
      .describe(
        'The most recent failed jobs, whatever the filter: scheduled runs never push them out of view',
      ),
  })
  .describe('GET /api/admin/jobs: the background jobs for administrators (decision 148)');
export type JobsResponse = z.infer<typeof jobsResponse>;
