import type pg from 'pg';
import type { Goals } from './figures';
import type { Tally } from './load';

/** When the faults happened, to tell an answer cut by one from any other. */
export interface FaultTimes {
  killedAt: number;
  restartedAt: number;
}

/**
 * Every write answered 2xx is in the database afterwards; every one answered 503 is not (never half-done);
 * a note cut when its instance was killed (nginx's 502: the request was sent, so nginx does not send it
 * again) may be either, and is counted apart; any other answer misses the goal (decision 377).
 */
export async function verifyWrites(
  pool: pg.Pool,
  tally: Tally,
  faults: FaultTimes,
  goals: Goals,
): Promise<void> {
  const texts = tally.notes.map((note) => note.text);
  const { rows } = await pool.query<{ note: string }>(
    'select note from study_marks where note = any($1::text[])',
    [texts],
  );
  const stored = new Set(rows.map((row) => row.note));
  const ok = tally.notes.filter((note) => note.outcome.status >= 200 && note.outcome.status < 300);
  const refused = tally.notes.filter((note) => note.outcome.status === 503);
  const cutByKill = tally.notes.filter(
    (note) =>
      (note.outcome.status === 502 || note.outcome.status === 0) &&
      note.outcome.at >= faults.killedAt &&
      note.outcome.at <= faults.restartedAt + 2_000,
  );
  const other = tally.notes.filter(
    (note) => !ok.includes(note) && !refused.includes(note) && !cutByKill.includes(note),
  );
  const missing = ok.filter((note) => !stored.has(note.text));
  const halfDone = refused.filter((note) => stored.has(note.text));
  goals.goal(
    missing.length === 0,
    `every note answered 2xx is stored: ${ok.length - missing.length} of ${ok.length}`,
  );
  goals.goal(
    halfDone.length === 0,
    `no note answered 503 was stored: ${halfDone.length} of ${refused.length} were`,
  );
  goals.goal(
    other.length === 0,
    `notes answered otherwise than 2xx or 503: ${other.length}${other.length ? ` ${JSON.stringify(other.slice(0, 5).map((note) => note.outcome))}` : ''}`,
  );
  if (cutByKill.length)
    goals.info(
      `${cutByKill.length} notes cut by the SIGKILL (nginx answered 502; ${cutByKill.filter((note) => stored.has(note.text)).length} of them were stored whole)`,
    );

  const savedOk = tally.settings.filter(
    (setting) => setting.outcome.status >= 200 && setting.outcome.status < 300,
  );
  const savedRefused = tally.settings.filter((setting) => setting.outcome.status === 503);
  const { rows: changes } = await pool.query<{ value: string }>(
    "select new_value as value from setting_changes where key = 'site.tagline' and new_value = any($1::text[])",
    [tally.settings.map((setting) => setting.value)],
  );
  const audited = new Set(changes.map((row) => row.value));
  const settingsMissing = savedOk.filter((setting) => !audited.has(setting.value));
  const settingsHalf = savedRefused.filter((setting) => audited.has(setting.value));
  const settingsOther = tally.settings.length - savedOk.length - savedRefused.length;
  goals.goal(
    settingsMissing.length === 0 && settingsHalf.length === 0 && settingsOther === 0,
    `settings saved by the administrator: ${savedOk.length} answered 2xx and audited, ${savedRefused.length} answered 503 and not saved, ` +
      `${settingsMissing.length} missing, ${settingsHalf.length} half-done, ${settingsOther} answered otherwise`,
  );
}
