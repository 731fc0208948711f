import { Bot } from 'lucide-react';
import { BACK_ON_MISSION, BOT_RESUMPTION } from '../../../../core/admin/bot';
import type { BotLog } from '../../../../core/api/bot';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../dates';
import { useBotLogs } from './botApi';
import { BOT_TEXTS } from './botMessages';
import { Section, StatusBadge } from './botParts';

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

/** Bot Log: every run, problem, repair and alert, newest first. */
export function BotLogTab() {
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
