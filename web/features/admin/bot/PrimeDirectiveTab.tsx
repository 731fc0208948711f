import { Play, RotateCcw } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast/toastStore';
import { formatDateTime } from '../dates';
import { useBotInstructions, useBotLogs, useRunBot, useSetBotPaused } from './botApi';
import { BOT_TEXTS, botToasts } from './botMessages';
import { reason, Section } from './botParts';
import { DirectiveRow } from './DirectiveRow';

/** Run the checks now, pause or resume the bot, and when it last ran. */
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

/** Prime Directive: run or pause the bot, and switch its checks on and off. */
export function PrimeDirectiveTab() {
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
