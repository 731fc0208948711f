import { useState } from 'react';
import type { EmailLog } from '../../../../core/api/mail';
import {
  EMAIL_STATUSES,
  EMAIL_TEMPLATE_LABELS,
  type EmailStatus,
  type EmailTemplateName,
} from '../../../../core/mail/templates';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../dates';
import { EMAIL_LOGS_PAGE_SIZE, useEmailLogs } from './mailApi';

const badge: Record<EmailStatus, string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

const columns: DataColumn<EmailLog>[] = [
  { header: 'Recipient', cell: (log) => log.recipient, className: 'break-all' },
  {
    header: 'Template',
    cell: (log) => EMAIL_TEMPLATE_LABELS[log.template as EmailTemplateName] ?? log.template,
  },
  { header: 'Subject', cell: (log) => log.subject },
  {
    header: 'Status',
    cell: (log) => (
      <>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge[log.status]}`}>
          {log.status}
        </span>
        {log.error ? <p className="mt-1 text-xs text-muted">{log.error}</p> : null}
      </>
    ),
  },
  { header: 'Sent', cell: (log) => (log.sentAt ? formatDateTime(log.sentAt) : '—') },
];

/** Email Logs: every message newest first, a page at a time, filtered by status. */
export function MailLogsPanel() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const logs = useEmailLogs(page, status);
  const pages = logs.data ? Math.max(1, Math.ceil(logs.data.total / EMAIL_LOGS_PAGE_SIZE)) : 1;

  return (
    <section
      aria-labelledby="email-logs-heading"
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 id="email-logs-heading" className="font-serif text-2xl font-bold text-brand-800">
        Email Logs
      </h2>
      <div className="mt-4 max-w-xs">
        <Select
          label="Status"
          value={status || 'all'}
          options={[
            { value: 'all', label: 'All' },
            ...EMAIL_STATUSES.map((value) => ({ value, label: value })),
          ]}
          onValueChange={(value) => {
            setStatus(value === 'all' ? '' : (value as EmailStatus));
            setPage(1);
          }}
        />
      </div>
      {logs.isPending ? (
        <Spinner label="Loading the email logs…" />
      ) : logs.isError ? (
        <p role="alert" className="mt-4 text-danger-600">
          Failed to load the email logs
        </p>
      ) : logs.data.logs.length === 0 ? (
        <p className="mt-4 text-muted">No emails yet</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <DataTable columns={columns} rows={logs.data.logs} rowKey={(log) => log.id} />
          <nav aria-label="Email log pages" className="mt-4 flex items-center gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </div>
      )}
    </section>
  );
}
