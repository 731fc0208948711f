import type { FastifyBaseLogger } from 'fastify';
import type { WordEntry } from '../../core/api/hebrew';
import { wordIndexForDate, wordOfDayDue } from '../../core/mail/word-of-day';
import { formatReference } from '../../core/reference/format-reference';
import { parseQuery } from '../../core/search/query';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import type { WordListService } from './word-list.service';
import { WordOfDayRepository, type WordOfDayReaderRow } from './word-of-day.repository';

/** The scheduled job that sends the word of the day (decision 147). */
export const WORD_OF_DAY_JOB = 'hebrew-word-of-day';
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
 * Every minute (on one instance per slot, decision 140), finds the readers whose local time has reached
 * their chosen time today and who have not had today's word, and queues each one mail with the date's word.
 * A reader's day is marked sent in the transaction that queues the mail, so they never get two.
 */
export class WordOfDayService {
  private readonly repository: WordOfDayRepository;
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly words: WordListService,
    private readonly indexes: IndexRegistry,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: WordOfDayOptions = {},
  ) {
    this.repository = new WordOfDayRepository(db);
    this.now = options.now ?? (() => new Date());
    jobs.work(WORD_OF_DAY_JOB, () => this.run().then(() => undefined));
  }

  /** Registers the schedule; called once at start, before the job runner starts. */
  async start(): Promise<void> {
    await this.jobs.schedule(WORD_OF_DAY_JOB, this.options.cron ?? WORD_OF_DAY_CRON);
  }

  /** One run: sends every due reader their word; answers how many were queued. */
  async run(now = this.now()): Promise<number> {
    const due = (await this.repository.optedIn())
      .map((reader) => ({ reader, date: wordOfDayDue(reader, now) }))
      .filter((entry): entry is { reader: WordOfDayReaderRow; date: string } => entry.date !== undefined);
    if (!due.length) return 0;
    let words: WordEntry[];
    try {
      words = (await this.words.words()).words;
    } catch (error) {
      // No Hebrew Bible installed yet: nobody can get a word; try again next minute without failing the job.
      if (error instanceof AppError && error.code === 'hebrew_bible_not_installed') {
        this.log.warn('word of the day: the Hebrew Bible is not installed, nothing sent');
        return 0;
      }
      throw error;
    }
    if (!words.length) return 0;
    const byDate = new Map<string, Promise<WordOfDayVariables>>();
    let sent = 0;
    for (const { reader, date } of due) {
      let variables = byDate.get(date);
      if (!variables) {
        variables = this.variables(words[wordIndexForDate(date, words.length)]!);
        byDate.set(date, variables);
      }
      try {
        if (await this.sendTo(reader, date, await variables)) sent += 1;
      } catch (error) {
        // One reader's bad row must not keep the others from their word.
        this.log.error({ err: error, user: reader.id }, 'word of the day: sending failed');
      }
    }
    return sent;
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

  /**
   * Marks the reader's day and queues their mail in one transaction; answers false when the day was taken
   * already (another instance, or an earlier run) and nothing was queued.
   */
  private async sendTo(reader: WordOfDayReaderRow, date: string, variables: WordOfDayVariables) {
    // Rendered outside the transaction: it reads templates and settings (PGlite has one connection).
    const prepared = await this.mail.prepare({
      to: reader.email,
      template: 'hebrew_word_of_day',
      variables: { ...variables, username: reader.username },
      userId: reader.id,
    });
    return this.db.transaction(async (tx) => {
      if (!(await this.repository.markSent(tx, reader, date))) return false;
      await this.mail.store(prepared, tx);
      return true;
    });
  }
}
