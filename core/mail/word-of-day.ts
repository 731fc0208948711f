/**
 * The rules of the Hebrew word of the day (decision 147), without I/O: a reader's local date and time in
 * their time zone, whether their word is due, and which word a date gets.
 */

/** What the rule reads of a reader (the `users` columns of decision 144). */
export interface WordOfDayReader {
  /** HH:MM, the reader's local time of day. */
  wordOfDayTime: string;
  /** IANA time zone; an unknown one counts as UTC. */
  timeZone: string;
  /** The reader's local date (YYYY-MM-DD) of the last word sent, or null. */
  wordOfDayLastSent: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date (YYYY-MM-DD) and time (HH:MM) at `now` in `timeZone` (UTC when the zone is unknown). */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const parts = formatter(knownTimeZone(timeZone) ? timeZone : 'UTC').formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The reader's local date when their word is due at `now` (their local time has reached their chosen time
 * today and today's word has not been sent), else undefined.
 */
export function wordOfDayDue(reader: WordOfDayReader, now: Date): string | undefined {
  const local = localDateTime(now, reader.timeZone);
  if (local.time < normaliseTime(reader.wordOfDayTime)) return undefined;
  if (reader.wordOfDayLastSent !== null && reader.wordOfDayLastSent >= local.date) return undefined;
  return local.date;
}

/** `7:05` → `07:05`, so times compare as text. */
function normaliseTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '00:00';
}

/** A step coprime with 500 (and every list length it does not divide), so the words go round the whole list. */
const STEP = 211;

/**
 * The index into a list of `count` words of the word for `date` (YYYY-MM-DD): the same for every reader on
 * that date; consecutive dates walk the whole list in a fixed shuffled order before any word comes again.
 */
export function wordIndexForDate(date: string, count: number): number {
  if (count <= 0) return 0;
  const days = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const step = count % STEP === 0 ? 1 : STEP;
  const index = (((days * step) % count) + count) % count;
  return Number.isFinite(index) ? index : 0;
}
