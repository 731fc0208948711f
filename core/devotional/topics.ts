/** The devotional's sixteen topics and its translations (decision 192, docs/features/devotional.md). */

export const DEVOTIONAL_TOPICS = [
  'Faith',
  'Prayer',
  'Love',
  'Hope',
  'Wisdom',
  'Courage',
  'Forgiveness',
  'Grace',
  'Peace',
  'Joy',
  'Trust',
  'Obedience',
  'Redemption',
  'Salvation',
  'Holy Spirit',
  'Kingdom of God',
] as const;
export type DevotionalTopic = (typeof DEVOTIONAL_TOPICS)[number];

/**
 * The headword of Nave's Topical Bible each topic reads (decision 192). Nave's has no TRUST article of its own
 * (it says "See FAITH") and no KINGDOM OF GOD headword: its article on the kingdom is KINGDOM OF HEAVEN.
 */
export const NAVE_HEADWORDS: Record<DevotionalTopic, string> = {
  Faith: 'FAITH',
  Prayer: 'PRAYER',
  Love: 'LOVE',
  Hope: 'HOPE',
  Wisdom: 'WISDOM',
  Courage: 'COURAGE',
  Forgiveness: 'FORGIVENESS',
  Grace: 'GRACE OF GOD',
  Peace: 'PEACE',
  Joy: 'JOY',
  Trust: 'FAITH',
  Obedience: 'OBEDIENCE',
  Redemption: 'REDEMPTION',
  Salvation: 'SALVATION',
  'Holy Spirit': 'HOLY SPIRIT',
  'Kingdom of God': 'KINGDOM OF HEAVEN',
};

export const DEVOTIONAL_TRANSLATIONS = ['KJV', 'RSTNE', 'NKJV', 'NIV', 'ESV', 'NASB'] as const;
export type DevotionalTranslation = (typeof DEVOTIONAL_TRANSLATIONS)[number];

export const DEFAULT_TOPICS: readonly DevotionalTopic[] = ['Faith', 'Prayer', 'Love'];
export const DEFAULT_REMINDER_TIME = '08:00';

/** The most a reader's personal notes of one day may hold (characters). */
export const NOTES_MAX_LENGTH = 10_000;

/** The most saved readings a reader keeps: ten years of daily readings (decision 255). */
export const DEVOTIONAL_ENTRIES_MAX = 3_660;

/** A saved reading's scripture: its references, at most this long (a one-day custom plan of every book: 628). */
export const SCRIPTURE_MAX_LENGTH = 1_000;

/** History pages: this many saved readings by default, at most `HISTORY_PAGE_MAX`. */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;

/** Streak lengths (consecutive days read) that are celebrated. */
export const STREAK_MILESTONES = [3, 7, 14, 30, 50, 100, 200, 365] as const;

/** Consecutive days read up to `today` (or up to yesterday when today is not read yet), from distinct dates. */
export function streakLength(dates: readonly string[], today: string): number {
  const read = new Set(dates);
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
  let offset = read.has(today) ? 0 : 1;
  let streak = 0;
  while (read.has(day(offset))) {
    streak += 1;
    offset += 1;
  }
  return streak;
}
