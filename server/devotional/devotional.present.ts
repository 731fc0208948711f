import type { DevotionalPreferences, HistoryResponse } from '../../core/api/devotional';
import { anonymousStart, type ReadingPlanId } from '../../core/devotional/plans';
import {
  DEFAULT_REMINDER_TIME,
  DEFAULT_TOPICS,
  type DevotionalTopic,
  type DevotionalTranslation,
} from '../../core/devotional/topics';
import type { EntryRow, PreferencesRow } from './devotional.repository';

/**
 * A reader's preferences as answered: the defaults until they save (`saved: false`); the calendar URL is
 * `siteUrl` followed by the secret feed path.
 */
export function presentPreferences(
  userId: string,
  row: PreferencesRow | undefined,
  today: string,
  siteUrl = '',
): DevotionalPreferences {
  return {
    id: userId,
    readingPlan: (row?.readingPlan as ReadingPlanId | undefined) ?? 'oneyear',
    planStartDate: row?.planStartDate ?? anonymousStart(today),
    customBooks: row?.customBooks ?? [],
    customDays: row?.customDays ?? 90,
    topics: (row?.topics as DevotionalTopic[] | undefined) ?? [...DEFAULT_TOPICS],
    reminderTime: row?.reminderTime ?? DEFAULT_REMINDER_TIME,
    emailReminders: row?.emailReminders ?? true,
    favoriteTranslation: (row?.favoriteTranslation as DevotionalTranslation | undefined) ?? 'KJV',
    timeZone: row?.timeZone ?? 'UTC',
    notes: row?.notes ?? '',
    calendarUrl: row?.calendarToken ? `${siteUrl}/api/devotional/calendar/${row.calendarToken}.ics` : null,
    saved: Boolean(row),
  };
}

/** A saved reading in the history: the reader's own fields, without the row's user and timestamps. */
export function presentEntry(row: EntryRow): HistoryResponse['items'][number] {
  return {
    id: row.id,
    date: row.date,
    category: row.category,
    title: row.title,
    scripture: row.scripture,
    reflection: row.reflection,
    prayer: row.prayer,
    personalNotes: row.personalNotes,
  };
}
