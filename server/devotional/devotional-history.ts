import type { HistoryResponse, SaveNotesBody, SaveNotesResponse } from '../../core/api/devotional';
import { daysBetween } from '../../core/devotional/plans';
import { scriptureProblem } from '../../core/devotional/scripture';
import { STREAK_MILESTONES, streakLength } from '../../core/devotional/topics';
import { errors } from '../errors';
import type { Reader, Today } from './devotional-reading';
import { presentEntry } from './devotional.present';
import type { DevotionalRepository } from './devotional.repository';

/** The longest run of consecutive days in sorted, distinct read dates. */
function longestStreak(dates: readonly string[]): number {
  let longest = 0;
  let run = 0;
  dates.forEach((date, index) => {
    run = index > 0 && daysBetween(dates[index - 1]!, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** A reader's saved readings with their notes, and the streaks they make. */
export class ReadingHistory {
  constructor(
    private readonly repository: DevotionalRepository,
    private readonly today: Today,
    private readonly entriesMax: number,
  ) {}

  /** Saves the day's reading with the reader's notes; the first of a day (or a milestone) earns fireworks. */
  async saveNotes(reader: Reader, body: SaveNotesBody): Promise<SaveNotesResponse> {
    const prefs = await this.repository.preferences(reader.id);
    const today = this.today(prefs?.timeZone);
    if (daysBetween(today, body.date) > 1)
      throw errors.validation('date: a reading cannot be saved for a future day');
    const scripture = body.scripture.trim();
    const problem = scriptureProblem(scripture);
    if (problem) throw errors.validation(`scripture: ${problem}`);
    const { firstOfDay, full } = await this.repository.saveEntry(
      reader.id,
      {
        date: body.date,
        category: body.category,
        title: body.title,
        scripture,
        // The passage is the scripture's text: it is not kept with every saved reading (decision 255).
        passage: '',
        reflection: body.reflection,
        prayer: body.prayer,
        personalNotes: body.personalNotes,
      },
      this.entriesMax,
    );
    if (full) throw errors.devotionalEntriesFull(this.entriesMax);
    const streak = streakLength(await this.repository.readDates(reader.id), today);
    const milestone = firstOfDay && (STREAK_MILESTONES as readonly number[]).includes(streak) ? streak : null;
    return {
      message: 'Your notes were saved!',
      showFireworks: firstOfDay || milestone !== null,
      streak,
      milestone,
    };
  }

  /** A page of the reader's saved readings, newest first, with their streaks (decision 255). */
  async history(
    reader: Reader,
    query: { q?: string; limit: number; cursor?: string },
  ): Promise<HistoryResponse> {
    const prefs = await this.repository.preferences(reader.id);
    const [date, id] = query.cursor?.split('.') ?? [];
    const before = date && id ? { date, id: Number(id) } : undefined;
    const [page, dates] = await Promise.all([
      this.repository.entries(reader.id, query.q, query.limit + 1, before),
      this.repository.readDates(reader.id),
    ]);
    const rows = page.slice(0, query.limit);
    const last = rows.at(-1);
    return {
      items: rows.map(presentEntry),
      nextCursor: page.length > query.limit && last ? `${last.date}.${last.id}` : null,
      streak: streakLength(dates, this.today(prefs?.timeZone)),
      longestStreak: longestStreak(dates),
      daysRead: dates.length,
    };
  }
}
