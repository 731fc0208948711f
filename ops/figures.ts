import type { Outcome, Tally } from './load';

/** The 99th percentile of the times, in ms. */
export function p99(outcomes: readonly Outcome[]): number {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! : 0;
}

/** Outcomes grouped by kind: `200`, `503`, `ECONNRESET`… */
export function byKind(outcomes: readonly Outcome[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const outcome of outcomes) {
    const kind = outcome.status ? String(outcome.status) : `connection ${outcome.error}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** A read failed when the client got no answer or one that is not 2xx or 3xx. */
export const readFailed = (outcome: Outcome) => outcome.status < 200 || outcome.status >= 400;

/** The goals, each printed as met or MISSED; the check fails when one is missed (decision 377). */
export class Goals {
  readonly lines: string[] = [];
  missed = 0;

  goal(met: boolean, text: string): void {
    if (!met) this.missed += 1;
    this.lines.push(`${met ? 'met   ' : 'MISSED'}  ${text}`);
  }

  info(text: string): void {
    this.lines.push(`INFO    ${text}`);
  }
}

/** Prints the load's figures by phase: requests, errors by kind, p99. */
export function describePhase(name: string, tally: Tally, from: number, to: number): string {
  const within = (outcome: Outcome) => outcome.at >= from && outcome.at < to;
  const reads = tally.reads.filter(within);
  const notes = tally.notes.map((note) => note.outcome).filter(within);
  const settings = tally.settings.map((setting) => setting.outcome).filter(within);
  const seconds = Math.max(1, (to - from) / 1000);
  return [
    `${name} (${seconds.toFixed(0)} s): ${reads.length} reads (${(reads.length / seconds).toFixed(0)}/s), ` +
      `p99 ${p99(reads).toFixed(0)} ms, ${reads.filter(readFailed).length} failed ${JSON.stringify(byKind(reads))}`,
    `    notes ${JSON.stringify(byKind(notes))}, settings ${JSON.stringify(byKind(settings))}`,
  ].join('\n');
}
