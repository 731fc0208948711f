import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailLogsResponse,
  EmailPreviewResponse,
  EmailTemplate,
  EmailTemplatesResponse,
  MailStatusResponse,
} from '../../../../core/api/mail';
import type { EmailStatus } from '../../../../core/mail/templates';
import { apiGet, apiPost, apiRequest } from '../../../api/client';

const TEMPLATES_KEY = ['admin', 'email', 'templates'] as const;
const LOGS_KEY = ['admin', 'email', 'logs'] as const;

export const EMAIL_LOGS_PAGE_SIZE = 20;

export function useMailStatus() {
  return useQuery({
    queryKey: ['admin', 'email', 'status'],
    queryFn: () => apiGet<MailStatusResponse>('/api/admin/email/status'),
  });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: () => apiGet<EmailTemplatesResponse>('/api/admin/email/templates'),
  });
}

export function useEmailLogs(page: number, status: EmailStatus | '') {
  const query = new URLSearchParams({ page: String(page), pageSize: String(EMAIL_LOGS_PAGE_SIZE) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...LOGS_KEY, page, status],
    queryFn: () => apiGet<EmailLogsResponse>(`/api/admin/email/logs?${query}`),
  });
}

export function useSendTestEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { templateName: string; recipient: string }) =>
      apiPost<{ message: string; id: number; status: string }>('/api/admin/email/test', body),
    onSettled: () => client.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}

export function useSendSampleEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipient: string) =>
      apiPost<{ message: string; sent: number }>('/api/admin/email/samples', { recipient }),
    onSettled: () => client.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: { name: string; subject: string; html: string }) =>
      apiRequest<{ template: EmailTemplate }>(
        'PUT',
        `/api/admin/email/templates/${encodeURIComponent(name)}`,
        body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function usePreviewTemplate() {
  return useMutation({
    mutationFn: ({ name, ...body }: { name: string; subject: string; html: string }) =>
      apiPost<EmailPreviewResponse>(`/api/admin/email/templates/${encodeURIComponent(name)}/preview`, body),
  });
}
