import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from '../../app/routing';
import { describeOpenProblems } from './bot/attention';
import { useOpenProblems } from './bot/botApi';

/**
 * The dashboard's first line (decision 265): the open repair tasks and error reports, with the way to them, or
 * that none is open. Nothing while the lists load or when they fail (the ADMIN BOT tab shows that error).
 */
export function AttentionNotice({ onBotTab }: { onBotTab: boolean }) {
  const { problems } = useOpenProblems();
  if (!problems) return null;
  const open = describeOpenProblems(problems);
  if (!open)
    return (
      <p className="mt-6 flex items-center gap-2 text-muted">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        Nothing needs attention: no open repair tasks or error reports.
      </p>
    );
  return (
    <section
      aria-labelledby="attention-heading"
      className="mt-6 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-lg border border-danger-600 bg-red-100 p-4 sm:grid-cols-[auto_1fr_auto]"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-600" />
      <div className="min-w-0">
        <h2 id="attention-heading" className="font-semibold text-ink">
          Needs attention
        </h2>
        <p className="text-ink">{open}.</p>
      </div>
      {onBotTab ? null : (
        <Link
          to="/admin?tab=admin-bot"
          className="col-start-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 sm:col-start-auto"
        >
          Open the ADMIN BOT
        </Link>
      )}
    </section>
  );
}
