import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '../../../../core/api/mail.requests';
import type { EmailStatus } from '../../../../core/mail/templates';
import { useApi } from '../../../api/context';

const TEMPLATES_KEY = ['admin', 'email', 'templates'] as const;
const LOGS_KEY = ['admin', 'email', 'logs'] as const;

export const EMAIL_LOGS_PAGE_SIZE = 20;

export function useMailStatus() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'email', 'status'],
    queryFn: () => api.call(mailCalls.status),
  });
}

export function useEmailTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: () => api.call(mailCalls.templates),
  });
}

export function useEmailLogs(page: number, status: EmailStatus | '') {
  const api = useApi();
  const query = { page, pageSize: EMAIL_LOGS_PAGE_SIZE, status: status || undefined };
  return useQuery({
    queryKey: [...LOGS_KEY, page, status],
    queryFn: () => api.call(mailCalls.logs, { query }),
  });
}

export function useSendTestEmail() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { templateName: string; recipient: string }) => api.call(mailCalls.sendTest, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}

export function useSendSampleEmails() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipient: string) => api.call(mailCalls.sendSamples, { body: { recipient } }),
    onSettled: () => client.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}

export function useSaveTemplate() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: { name: string; subject: string; html: string }) =>
      api.call(mailCalls.saveTemplate, { params: { name }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function usePreviewTemplate() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ name, ...body }: { name: string; subject: string; html: string }) =>
      api.call(mailCalls.previewTemplate, { params: { name }, body }),
  });
}
