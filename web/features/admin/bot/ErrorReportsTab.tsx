import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BotErrorReport } from '../../../../core/api/bot';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { useBotErrors, useUpdateError } from './botApi';
import { BOT_TEXTS, botToasts } from './botMessages';
import { Card, reason, Section, StatusBadge } from './botParts';
import { NoteForm } from './NoteForm';

/** One grouped error report, resolved with a note of what was done. */
function ErrorCard({ report }: { report: BotErrorReport }) {
  const [resolving, setResolving] = useState(false);
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateError();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!resolution.trim()) return setError('Resolution text must be non-blank');
    update.mutate(
      { id: report.id, resolution, status: 'resolved' },
      {
        onSuccess: () => {
          toast(botToasts.errorResolved());
          setResolving(false);
        },
        onError: (failure) => toast(botToasts.errorFailed(reason(failure))),
      },
    );
  }
  const urgent = report.specialPriority && report.status !== 'resolved';
  return (
    <Card tone={urgent ? 'urgent' : 'plain'}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={report.status} />
        <span className="font-semibold text-ink">{report.errorType}</span>
        {urgent ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            <ShieldAlert aria-hidden="true" className="size-3" />
            Special priority
          </span>
        ) : null}
        <span className="text-sm text-muted">× {report.count}</span>
      </div>
      <p className="mt-2 font-mono text-sm break-all text-ink">{report.url}</p>
      {report.message ? <p className="mt-1 text-sm break-words text-muted">{report.message}</p> : null}
      <p className="mt-1 text-xs text-muted">
        First seen {formatDateTime(report.createdAt)} · last seen {formatDateTime(report.lastSeenAt)}
      </p>
      {report.resolution ? (
        <p className="mt-1 text-sm break-words">
          <span className="font-medium">Resolution:</span> {report.resolution}
        </p>
      ) : null}
      {report.status !== 'resolved' ? (
        resolving ? (
          <NoteForm
            id={`resolution-${report.id}`}
            label="Resolution"
            value={resolution}
            error={error}
            onChange={(value) => {
              setResolution(value);
              setError(undefined);
            }}
            submitLabel="Mark as Resolved"
            pending={update.isPending}
            onSubmit={submit}
            onCancel={() => setResolving(false)}
          />
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setResolving(true)}>
            Resolve
          </Button>
        )
      ) : null}
    </Card>
  );
}

/** Error Reports: server errors, missing pages and browser errors, grouped by type and address. */
export function ErrorReportsTab() {
  const reports = useBotErrors();
  return (
    <Section
      id="bot-errors-heading"
      title="Error Reports"
      intro="Server errors, missing pages (special priority) and errors in readers' browsers, grouped by type and address."
    >
      {reports.isPending ? (
        <Spinner label="Loading the error reports…" />
      ) : reports.isError ? (
        <ErrorBox message={BOT_TEXTS.loadErrors} onRetry={() => void reports.refetch()} />
      ) : reports.data.errors.length === 0 ? (
        <p className="text-muted">{BOT_TEXTS.noErrors}</p>
      ) : (
        <ul className="grid gap-3">
          {reports.data.errors.map((report) => (
            <ErrorCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </Section>
  );
}
