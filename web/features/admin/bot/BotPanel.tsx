import { Bot, Play, RotateCcw, ShieldAlert } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BACK_ON_MISSION, BOT_RESUMPTION } from '../../../../core/admin/bot';
import type { BotErrorReport, BotInstruction, BotLog, BotRepair } from '../../../../core/api/bot';
import { ApiError } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { ErrorBox } from '../../search/ErrorBox';
import { formatDateTime } from '../dates';
import {
  useAddInstruction,
  useBotErrors,
  useBotInstructions,
  useBotLogs,
  useBotRepairs,
  useOpenProblems,
  useRunBot,
  useSetBotPaused,
  useUpdateError,
  useUpdateInstruction,
  useUpdateRepair,
} from './botApi';
import { botTabForProblems } from './attention';
import { BOT_TEXTS, botToasts } from './botMessages';

/** The ADMIN BOT sub-tabs. */
export const BOT_SUB_TABS = [
  { key: 'prime-directive', label: 'Prime Directive' },
  { key: 'log', label: 'Bot Log' },
  { key: 'live-repairs', label: 'Live Repairs' },
  { key: 'error-reports', label: 'Error Reports' },
  { key: 'agent-instructions', label: 'Agent Instructions' },
] as const;

const reason = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

const badgeColours: Record<string, string> = {
  success: 'bg-green-100 text-green-900',
  completed: 'bg-green-100 text-green-900',
  resolved: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-blue-100 text-blue-900',
  info: 'bg-blue-100 text-blue-900',
  error: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${badgeColours[status] ?? 'bg-gray-100 text-gray-900'}`}
    >
      {status.replace('_', ' ')}
    </span>
  );
}

function Card({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'urgent' }) {
  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${tone === 'urgent' ? 'border-danger-600 border-l-4' : 'border-parchment-dark'}`}
    >
      {children}
    </li>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm">
      <h3 id={id} className="font-serif text-xl font-bold text-brand-800">
        {title}
      </h3>
      {intro ? <div className="mt-1 text-sm text-muted">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A directive's switch and priority. */
function DirectiveRow({ instruction }: { instruction: BotInstruction }) {
  const update = useUpdateInstruction();
  const toggle = (isActive: boolean) =>
    update.mutate(
      { id: instruction.id, isActive },
      { onError: (error) => toast(botToasts.updateFailed(reason(error))) },
    );
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{instruction.directive}</p>
          <p className="text-sm text-muted">Priority {instruction.priority}</p>
        </div>
        <Switch
          label={instruction.isActive ? 'Active' : 'Inactive'}
          checked={instruction.isActive}
          onCheckedChange={toggle}
          disabled={update.isPending}
        />
      </div>
    </Card>
  );
}

function BotControls() {
  const logs = useBotLogs();
  const run = useRunBot();
  const pause = useSetBotPaused();
  const state = logs.data?.state;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="primary"
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: (summary) => toast(botToasts.ran(summary.findings)),
            onError: (error) => toast(botToasts.runFailed(reason(error))),
          })
        }
        disabled={run.isPending}
      >
        <Play aria-hidden="true" className="size-4" />
        {run.isPending ? 'Running checks…' : 'Run checks now'}
      </Button>
      {state ? (
        <Button variant="outline" onClick={() => pause.mutate(!state.paused)} disabled={pause.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {state.paused ? 'Resume the bot' : 'Pause the bot'}
        </Button>
      ) : null}
      {state ? (
        <p className="text-sm text-muted">
          {state.paused
            ? 'Paused: no scheduled checks.'
            : `Checks every ${state.intervalMinutes} minute${state.intervalMinutes === 1 ? '' : 's'}.`}{' '}
          {state.lastRunAt ? `Last run ${formatDateTime(state.lastRunAt)}.` : 'Not run yet.'}
        </p>
      ) : null}
    </div>
  );
}

function PrimeDirective() {
  const instructions = useBotInstructions();
  return (
    <Section
      id="bot-prime-heading"
      title="Prime Directive"
      intro="What the bot watches, one directive per check, highest priority first. Switching a directive off switches its check off."
    >
      <BotControls />
      <div className="mt-4">
        {instructions.isPending ? (
          <Spinner label="Loading the directives…" />
        ) : instructions.isError ? (
          <ErrorBox message={BOT_TEXTS.loadInstructions} onRetry={() => void instructions.refetch()} />
        ) : (
          <ul className="grid gap-3">
            {instructions.data.instructions
              .filter((row) => row.checkKey !== null)
              .map((row) => (
                <DirectiveRow key={row.id} instruction={row} />
              ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** The resumption banner: the latest BOT RESUMPTION entry with its back-on-mission line. */
function ResumptionBanner({ logs }: { logs: BotLog[] }) {
  const resumption = logs.find(
    (log) => log.action === BOT_RESUMPTION && log.details.includes(BACK_ON_MISSION),
  );
  if (!resumption) return null;
  return (
    <div role="status" className="mb-4 flex gap-3 rounded-lg border border-brand-700 bg-parchment p-4">
      <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
      <p className="text-ink">
        <strong>The bot was reset at {formatDateTime(resumption.createdAt)}</strong> and is back on mission.
      </p>
    </div>
  );
}

function BotLogPanel() {
  const logs = useBotLogs();
  return (
    <Section id="bot-log-heading" title="Bot Log" intro="Every run, problem, repair and alert, newest first.">
      {logs.isPending ? (
        <Spinner label="Loading the log…" />
      ) : logs.isError ? (
        <ErrorBox message={BOT_TEXTS.loadLogs} onRetry={() => void logs.refetch()} />
      ) : (
        <>
          <ResumptionBanner logs={logs.data.logs} />
          {logs.data.logs.length === 0 ? (
            <p className="text-muted">{BOT_TEXTS.noLogs}</p>
          ) : (
            <ol className="grid gap-2">
              {logs.data.logs.map((log) => (
                <li key={log.id} className="rounded border border-parchment-dark/60 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={log.status} />
                    <span className="font-semibold text-ink">{log.action}</span>
                    <time className="text-xs text-muted" dateTime={log.createdAt}>
                      {formatDateTime(log.createdAt)}
                    </time>
                  </div>
                  <p className="mt-1 text-sm break-words text-ink">{log.details}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Section>
  );
}

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
          <form onSubmit={submit} className="mt-3 grid gap-2" noValidate>
            <label htmlFor={`remedy-${repair.id}`} className="text-sm font-medium text-ink">
              What you did
            </label>
            <textarea
              id={`remedy-${repair.id}`}
              value={remedy}
              onChange={(event) => {
                setRemedy(event.target.value);
                setError(undefined);
              }}
              maxLength={2000}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `remedy-${repair.id}-error` : undefined}
              className="rounded border border-parchment-dark p-2"
            />
            {error ? (
              <p id={`remedy-${repair.id}-error`} className="text-sm text-danger-600">
                {error}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" variant="primary" size="sm" disabled={update.isPending}>
                Mark as Completed
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setFixing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setFixing(true)}>
            Fix
          </Button>
        )
      ) : null}
    </Card>
  );
}

function LiveRepairs() {
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
          <form onSubmit={submit} className="mt-3 grid gap-2" noValidate>
            <label htmlFor={`resolution-${report.id}`} className="text-sm font-medium text-ink">
              Resolution
            </label>
            <textarea
              id={`resolution-${report.id}`}
              value={resolution}
              onChange={(event) => {
                setResolution(event.target.value);
                setError(undefined);
              }}
              maxLength={2000}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `resolution-${report.id}-error` : undefined}
              className="rounded border border-parchment-dark p-2"
            />
            {error ? (
              <p id={`resolution-${report.id}-error`} className="text-sm text-danger-600">
                {error}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" variant="primary" size="sm" disabled={update.isPending}>
                Mark as Resolved
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setResolving(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setResolving(true)}>
            Resolve
          </Button>
        )
      ) : null}
    </Card>
  );
}

function ErrorReports() {
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

function AgentInstructions() {
  const instructions = useBotInstructions();
  const add = useAddInstruction();
  const [directive, setDirective] = useState('');
  const [priority, setPriority] = useState('50');
  const [error, setError] = useState<{ directive?: string; priority?: string }>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(priority);
    const problems = {
      directive: directive.trim() ? undefined : 'Directive text must be non-blank',
      priority:
        priority.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100
          ? undefined
          : 'Priority must be a number from 0 to 100',
    };
    setError(problems);
    if (problems.directive || problems.priority) return;
    add.mutate(
      { directive, priority: value },
      {
        onSuccess: () => {
          toast(botToasts.added());
          setDirective('');
          setPriority('50');
        },
        onError: (failure) => toast(botToasts.addFailed(reason(failure))),
      },
    );
  }
  const own = instructions.data?.instructions.filter((row) => row.checkKey === null) ?? [];
  return (
    <Section
      id="bot-instructions-heading"
      title="Agent Instructions"
      intro="Your own directives: shown with the bot's reports and in its alert emails."
    >
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" noValidate>
        <TextField
          label="Directive"
          value={directive}
          maxLength={1000}
          onChange={(event) => setDirective(event.target.value)}
          error={error.directive}
        />
        <TextField
          label="Priority (0-100)"
          type="number"
          min={0}
          max={100}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          error={error.priority}
        />
        <Button type="submit" variant="primary" disabled={add.isPending}>
          Add Instruction
        </Button>
      </form>
      <div className="mt-5">
        {instructions.isPending ? (
          <Spinner label="Loading the instructions…" />
        ) : instructions.isError ? (
          <ErrorBox message={BOT_TEXTS.loadInstructions} onRetry={() => void instructions.refetch()} />
        ) : own.length === 0 ? (
          <p className="text-muted">{BOT_TEXTS.noOwnDirectives}</p>
        ) : (
          <ul className="grid gap-3">
            {own.map((row) => (
              <DirectiveRow key={row.id} instruction={row} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/**
 * The ADMIN BOT tab: five sub-tabs; only the open one is mounted and polled. It opens on what
 * needs attention now: open repair tasks, else open error reports, else the prime directive (decision 265).
 */
export function BotPanel() {
  const open = useOpenProblems();
  const [chosen, setTab] = useState<string>();
  // Chosen once, when the lists first answer: a run that finds a problem must not move the administrator off
  // the sub-tab they are looking at (and unmount the run's own toast with it).
  if (chosen === undefined && open.settled)
    setTab(open.problems ? botTabForProblems(open.problems) : 'prime-directive');
  const heading = (
    <h2 id="bot-heading" className="font-serif text-2xl font-bold text-brand-800">
      ADMIN BOT
    </h2>
  );
  if (chosen === undefined)
    return (
      <section aria-labelledby="bot-heading" className="grid gap-4">
        {heading}
        <Spinner label="Looking for open problems…" />
      </section>
    );
  return (
    <section aria-labelledby="bot-heading" className="grid gap-4">
      {heading}
      <Tabs value={chosen} onValueChange={setTab}>
        <TabsList layout="wrap" aria-label="ADMIN BOT">
          {BOT_SUB_TABS.map((item) => (
            <TabsTrigger key={item.key} value={item.key}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="prime-directive" className="mt-4">
          <PrimeDirective />
        </TabsContent>
        <TabsContent value="log" className="mt-4">
          <BotLogPanel />
        </TabsContent>
        <TabsContent value="live-repairs" className="mt-4">
          <LiveRepairs />
        </TabsContent>
        <TabsContent value="error-reports" className="mt-4">
          <ErrorReports />
        </TabsContent>
        <TabsContent value="agent-instructions" className="mt-4">
          <AgentInstructions />
        </TabsContent>
      </Tabs>
    </section>
  );
}
