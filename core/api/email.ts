import { z } from 'zod';

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

export const jobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  attempts: z.number(),
  error: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const jobsResponse = z.object({ jobs: z.array(jobSchema) });
export type JobsResponse = z.infer<typeof jobsResponse>;
