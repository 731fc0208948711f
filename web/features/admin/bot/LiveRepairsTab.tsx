import { useState, type FormEvent } from 'react';
import type { BotRepair } from '../../../../core/api/bot';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { useBotRepairs, useUpdateRepair } from './botApi';
import { BOT_TEXTS, botToasts } from './botMessages';
import { Card, reason, Section, StatusBadge } from './botParts';
import { NoteForm } from './NoteForm';

/** Fix, then Mark as Completed: the administrator's remedy of a task. */
function RepairCard({ repair }: { repair: BotRepair }) {
  const [fixing, setFixing] = useState(false);
  const [remedy, setRemedy] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateRepair();
  const open = repair.status === 'pending' || repair.status === 'in_progress';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!remedy.trim()) return setError('Remedy text must be non-blank');
    update.mutate(
      { id: repair.id, remedy, status: 'completed' },
      {
        onSuccess: () => {
          toast(botToasts.repairDone());
          setFixing(false);
        },
        onError: (failure) => toast(botToasts.repairFailed(reason(failure))),
      },
    );
  }
  return (
    <Card tone={open && repair.severity === 'error' ? 'urgent' : 'plain'}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={repair.status} />
        <span className="text-sm font-semibold text-ink">{repair.elementType}</span>
        <span className="text-xs text-muted">
          Priority {repair.priority} · seen {repair.occurrences > 1 ? `${repair.occurrences} times, ` : ''}
          last {formatDateTime(repair.lastSeenAt)}
        </span>
      </div>
      <p className="mt-2 text-sm break-words text-muted">{repair.location}</p>
      <p className="mt-1 break-words text-ink">{repair.issue}</p>
      <p className="mt-1 text-sm break-words">
        <span className="font-medium">Suggested remedy:</span> {repair.suggestedRemedy}
      </p>
      {repair.remedy ? (
        <p className="mt-1 text-sm break-words">
          <span className="font-medium">Remedy:</span> {repair.remedy}
        </p>
      ) : null}
      {open || repair.status === 'failed' ? (
        fixing ? (
          <NoteForm
            id={`remedy-${repair.id}`}
            label="What you did"
            value={remedy}
            error={error}
            onChange={(value) => {
              setRemedy(value);
              setError(undefined);
            }}
            submitLabel="Mark as Completed"
            pending={update.isPending}
            onSubmit={submit}
            onCancel={() => setFixing(false)}
          />
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setFixing(true)}>
            Fix
          </Button>
        )
      ) : null}
    </Card>
  );
}

/** Live Repairs: the tasks the bot opened, each fixed and marked completed by the administrator. */
export function LiveRepairsTab() {
  const repairs = useBotRepairs();
  return (
    <Section
      id="bot-repairs-heading"
      title="Live Repairs"
      intro="Each problem the bot found. It repairs what it safely can; the rest wait for you: Fix, then Mark as Completed."
    >
      {repairs.isPending ? (
        <Spinner label="Loading the repair tasks…" />
      ) : repairs.isError ? (
        <ErrorBox message={BOT_TEXTS.loadRepairs} onRetry={() => void repairs.refetch()} />
      ) : (
        <>
          {repairs.data.directives.length ? (
            <p className="mb-3 text-sm text-muted">
              <span className="font-medium text-ink">Your directives:</span>{' '}
              {repairs.data.directives.join(' · ')}
            </p>
          ) : null}
          {repairs.data.repairs.length === 0 ? (
            <p className="text-muted">{BOT_TEXTS.noRepairs}</p>
          ) : (
            <ul className="grid gap-3">
              {repairs.data.repairs.map((repair) => (
                <RepairCard key={repair.id} repair={repair} />
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}
