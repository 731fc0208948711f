import type pg from 'pg';
import type { Goals } from './figures';
import type { Outcome, Tally } from './load';

/** When the faults happened, to tell an answer cut by one from any other. */
export interface FaultTimes {
  killedAt: number;
  restartedAt: number;
  downAt: number;
  upAt: number;
  /** The rolling upgrade: a write sent on a kept-alive connection the stopping instance closes is cut. */
  rollingFrom: number;
  rolledAt: number;
}

interface Write {
  value: string;
  outcome: Outcome;
}

/**
 * Every write answered 2xx is in the database afterwards; every one answered 503 is not (never half-done); any
 * other answer misses the goal, except one cut by a fault (nginx's 502 while an instance was killed or stopping
 * in the upgrade, or the database was away), which is counted apart as INFO with how many were stored whole (decision 377).
 */
function checkWrites(
  kind: string,
  writes: Write[],
  stored: Set<string>,
  faults: FaultTimes,
  goals: Goals,
): void {
  const ok = writes.filter((write) => write.outcome.status >= 200 && write.outcome.status < 300);
  const refused = writes.filter((write) => write.outcome.status === 503);
  const during = (at: number) =>
    (at >= faults.killedAt && at <= faults.restartedAt + 2_000) ||
    (at >= faults.downAt && at <= faults.upAt + 2_000) ||
    (at >= faults.rollingFrom && at <= faults.rolledAt);
  const cut = writes.filter(
    (write) => (write.outcome.status === 502 || write.outcome.status === 0) && during(write.outcome.at),
  );
  const other = writes.filter(
    (write) => !ok.includes(write) && !refused.includes(write) && !cut.includes(write),
  );
  const missing = ok.filter((write) => !stored.has(write.value));
  const halfDone = refused.filter((write) => stored.has(write.value));
  goals.goal(
    missing.length === 0 && halfDone.length === 0 && other.length === 0,
    `${kind}: ${ok.length} answered 2xx, ${missing.length} of them missing; ${refused.length} answered 503, ` +
      `${halfDone.length} of them stored; ${other.length} answered otherwise` +
      (other.length ? ` ${JSON.stringify(other.slice(0, 3).map((write) => write.outcome))}` : ''),
  );
  if (cut.length)
    goals.info(
      `${kind}: ${cut.length} cut by a fault (nginx's 502: an instance killed or stopping in the upgrade, ` +
        `or every instance out of rotation in the outage); ${cut.filter((write) => stored.has(write.value)).length} of them stored whole`,
    );
}

/** The notes and the administrator's settings, checked against the database after the run. */
export async function verifyWrites(
  pool: pg.Pool,
  tally: Tally,
  faults: FaultTimes,
  goals: Goals,
): Promise<void> {
  const notes = tally.notes.map((note) => ({ value: note.text, outcome: note.outcome }));
  const { rows } = await pool.query<{ value: string }>(
    'select note as value from study_marks where note = any($1::text[])',
    [notes.map((note) => note.value)],
  );
  checkWrites('notes', notes, new Set(rows.map((row) => row.value)), faults, goals);
  const { rows: changes } = await pool.query<{ value: string }>(
    "select new_value as value from setting_changes where key = 'site.tagline' and new_value = any($1::text[])",
    [tally.settings.map((setting) => setting.value)],
  );
  checkWrites(
    'settings saved by the administrator',
    tally.settings,
    new Set(changes.map((row) => row.value)),
    faults,
    goals,
  );
}
