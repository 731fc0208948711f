/** A problem the alert mail tells the administrators about. */
export interface AlertProblem {
  /** The directive of the check that found it (seeded, or as an administrator changed it). */
  directive: string;
  severity: 'warning' | 'error';
  issue: string;
  /** The issue may be quoted: it holds no visitor's text (`Finding.quotable`). */
  quotable: boolean;
}

/** Issues quoted in one mail, and the characters of each; the rest are counted. */
export const MOST_QUOTED = 5;
const QUOTED_CHARACTERS = 200;
const DIRECTIVE_CHARACTERS = 120;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1)}…` : text);

/**
 * The title and message of the one alert mail of a run (decision 257): counts by severity and by check, the
 * issues in the site's own words quoted, the others only counted, so no address or message a visitor sent
 * reaches an administrator's mailbox in the site's name. The dashboard link is the template's.
 */
export function composeAlert(
  problems: readonly AlertProblem[],
  ownDirectives: readonly string[],
): { alertTitle: string; alertMessage: string } {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const byCheck = new Map<string, number>();
  for (const problem of problems) byCheck.set(problem.directive, (byCheck.get(problem.directive) ?? 0) + 1);
  const quotable = problems.filter((problem) => problem.quotable);
  const quoted = quotable.slice(0, MOST_QUOTED);
  const unquoted = problems.length - quoted.length;
  const parts = [
    `${plural(problems.length, 'problem')} found or back since the last alert: ` +
      `${plural(errors, 'error')}, ${plural(problems.length - errors, 'warning')}.`,
    `By directive: ${[...byCheck].map(([directive, count]) => `${cut(directive, DIRECTIVE_CHARACTERS)} (${count})`).join('; ')}.`,
    ...quoted.map((problem) => cut(problem.issue, QUOTED_CHARACTERS)),
    ...(unquoted
      ? [
          (quoted.length ? `${unquoted} more on the dashboard` : 'Each is listed on the dashboard') +
            (quotable.length < problems.length
              ? ': addresses and messages sent by visitors are shown there, never in mail.'
              : '.'),
        ]
      : []),
    ...(ownDirectives.length
      ? [`Your directives: ${ownDirectives.map((text) => cut(text, DIRECTIVE_CHARACTERS)).join(' · ')}`]
      : []),
  ];
  return {
    alertTitle: `ADMIN BOT: ${plural(problems.length, 'problem')} (${plural(errors, 'error')})`,
    alertMessage: parts.join(' — '),
  };
}
