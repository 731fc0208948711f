import type { BotErrorReport, BotRepair } from '../../../../core/api/bot';

/** What waits for the administrator: repair tasks not finished and error reports not resolved. */
export interface OpenProblems {
  repairs: number;
  errors: number;
}

/** A repair is open while pending or in progress (completed and failed are listed as finished). */
export function isOpenRepair(repair: Pick<BotRepair, 'status'>): boolean {
  return repair.status === 'pending' || repair.status === 'in_progress';
}

/** Counts the open repair tasks and error reports of the bot's lists. */
export function countOpenProblems(
  repairs: readonly Pick<BotRepair, 'status'>[],
  errors: readonly Pick<BotErrorReport, 'status'>[],
): OpenProblems {
  return {
    repairs: repairs.filter(isOpenRepair).length,
    errors: errors.filter((report) => report.status !== 'resolved').length,
  };
}

/** The ADMIN BOT's sub-tab to open on: open repairs first, then open error reports, else the directive. */
export function botTabForProblems(
  problems: OpenProblems,
): 'live-repairs' | 'error-reports' | 'prime-directive' {
  if (problems.repairs > 0) return 'live-repairs';
  if (problems.errors > 0) return 'error-reports';
  return 'prime-directive';
}

/** "2 open repair tasks and 1 open error report", or null when nothing is open. */
export function describeOpenProblems(problems: OpenProblems): string | null {
  const parts = [
    problems.repairs ? `${problems.repairs} open repair task${problems.repairs === 1 ? '' : 's'}` : '',
    problems.errors ? `${problems.errors} open error report${problems.errors === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' and ') : null;
}
