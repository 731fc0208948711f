import type { FastifyBaseLogger } from 'fastify';
import type { WordEntry } from '../../core/api/hebrew';
import { wordIndexForDate } from '../../core/mail/word-of-day';
import { formatReference } from '../../core/reference/format-reference';
import { parseQuery } from '../../core/search/query';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { jobKind, slotPayload, type JobQueue } from '../jobs/job-queue';
import { DailyMail } from '../mail/daily-mail';
import type { MailService } from '../mail/mail.service';
import type { WordListService } from './word-list.service';
import { WordOfDayRepository, type WordOfDayReaderRow } from './word-of-day.repository';

/** The scheduled job that sends the word of the day (decision 147). */
export const WORD_OF_DAY_JOB = jobKind('hebrew-word-of-day', slotPayload);
/** Every minute: a reader's chosen time is a minute of their day. */
export const WORD_OF_DAY_CRON = '* * * * *';

/** The variables of the `hebrew_word_of_day` template for one date's word. */
export type WordOfDayVariables = Record<
  | 'word'
  | 'transliteration'
  | 'strongs'
  | 'definition'
  | 'verseReference'
  | 'verseText'
  | 'wordUrl'
  | 'audioUrl',
  string
>;

export interface WordOfDayOptions {
  /** The job's schedule; tests run it every second. */
  cron?: string;
  /** The clock that decides who is due; tests fix it. */
  now?: () => Date;
}

/**
 * The Hebrew word of the day (decision 147): a daily mail at the reader's local time (`DailyMail`) carrying
 * the date's word, the same for every reader on that date.
 */
export class WordOfDayService {
  private readonly daily: DailyMail<WordOfDayReaderRow, (date: string) => Promise<WordOfDayVariables>>;

  constructor(
    db: Database,
    private readonly mail: MailService,
    private readonly words: WordListService,
    private readonly indexes: IndexRegistry,
    jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    options: WordOfDayOptions = {},
  ) {
    const repository = new WordOfDayRepository(db);
    this.daily = new DailyMail(
      db,
      mail,
      jobs,
      log,
      {
        kind: WORD_OF_DAY_JOB,
        cron: options.cron ?? WORD_OF_DAY_CRON,
        label: 'word of the day',
        readers: () => repository.optedIn(),
        schedule: (reader) => reader,
        shared: () => this.wordsByDate(),
        message: async (reader, date, wordOf) => ({
          to: reader.email,
          template: 'hebrew_word_of_day',
          variables: { ...(await wordOf(date)), username: reader.username },
          userId: reader.id,
        }),
        markSent: (tx, reader, date) => repository.markSent(tx, reader, date),
      },
      options.now ?? (() => new Date()),
    );
  }

  /** Registers the schedule; called once at start, before the job runner starts. */
  start(): Promise<void> {
    return this.daily.start();
  }

  /** One run: sends every due reader their word; answers how many were queued. */
  run(now?: Date): Promise<number> {
    return this.daily.run(now);
  }

  /** The word of each date, its values read once per date in a run; undefined when there are no words. */
  private async wordsByDate(): Promise<((date: string) => Promise<WordOfDayVariables>) | undefined> {
    let words: WordEntry[];
    try {
      words = (await this.words.words()).words;
    } catch (error) {
      // No Hebrew Bible installed yet: nobody can get a word; try again next minute without failing the job.
      if (error instanceof AppError && error.code === 'hebrew_bible_not_installed') {
        this.log.warn('word of the day: the Hebrew Bible is not installed, nothing sent');
        return undefined;
      }
      throw error;
    }
    if (!words.length) return undefined;
    const byDate = new Map<string, Promise<WordOfDayVariables>>();
    return (date) => {
      let variables = byDate.get(date);
      if (!variables) {
        variables = this.variables(words[wordIndexForDate(date, words.length)]!);
        byDate.set(date, variables);
      }
      return variables;
    };
  }

  /** The template's values for a word: links are absolute, from the configured public origin. */
  async variables(word: WordEntry): Promise<WordOfDayVariables> {
    const site = this.mail.siteUrl();
    const hebrew = word.headword ?? word.strongs;
    const verse = await this.verse(word.strongs);
    const meaning = [word.gloss, word.definition].filter(Boolean);
    return {
      word: hebrew,
      transliteration: word.transliteration ?? '',
      strongs: word.strongs,
      definition:
        meaning.length === 2 && meaning[0] !== meaning[1]
          ? `${meaning[0]}: ${meaning[1]}`
          : (meaning[0] ?? ''),
      verseReference: verse?.reference ?? '',
      verseText: verse?.text ?? '',
      wordUrl: `${site}/concordance/${encodeURIComponent(word.strongs)}`,
      audioUrl: `${site}/api/hebrew-audio?text=${encodeURIComponent(hebrew)}`,
    };
  }

  /** The first verse of the KJV (else the Hebrew Bible) carrying the number, with its reference. */
  private async verse(strongs: string): Promise<{ reference: string; text: string } | undefined> {
    const query = parseQuery(strongs);
    if ('error' in query) return undefined;
    for (const code of ['kjv', 'wlc']) {
      const version = await this.indexes.get(code).catch(() => undefined);
      if (!version) continue;
      const [hit] = version.index.search(query, { offset: 0, limit: 1 }).results;
      const text = hit ? version.text(hit.key) : undefined;
      if (hit && text) return { reference: `${formatReference(hit.key)} (${code.toUpperCase()})`, text };
    }
    return undefined;
  }
}
