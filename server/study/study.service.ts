import { Readable } from 'node:stream';
import { Packer } from 'docx';
import type {
  ChangeMarkBody,
  ExportFormat,
  MarkAnswer,
  MarksQuery,
  MarksResponse,
  NewMarkBody,
} from '../../core/api/study';
import { STUDY_LIMITS } from '../../core/api/study';
import {
  csvWriter,
  jsonWriter,
  markdownWriter,
  parseMarksJson,
  ImportError,
  type MarkWriter,
} from '../../core/study/mark-files';
import {
  markIdentity,
  normaliseTags,
  searchWords,
  TAG_MAX_LENGTH,
  tagInGroup,
  type Mark,
} from '../../core/study/marks';
import { studySheet } from '../../core/study/study-sheet';
import { errors } from '../errors';
import { ReadyAnswer } from './ready-answer';
import { chaptersInNumbering } from '../../core/study/marked-chapters';
import type { DatabaseHandle } from '../db/database';
import { MOST_KEPT_MARKS, STUDY_MARKS_CHANGED_CHANNEL, type StudyCache } from './study-cache';
import { bookKeys, osisRange, type MarkPlace, type StudyPlaces } from './study-places';
import { presentMark } from './study.present';
import type { MarkListFilters, MarkRow, MarkValues, StudyRepository } from './study.repository';

/** What each kind of mark must and must not carry: a 400 naming the field, before anything is kept. */
function checkShape(body: NewMarkBody): void {
  if (body.kind === 'highlight' && !body.color) throw errors.validation('color: a highlight needs a colour');
  if (body.kind !== 'highlight' && body.color)
    throw errors.validation('color: only a highlight has a colour');
  if ((body.kind === 'note' || body.kind === 'journal') && !body.text?.trim())
    throw errors.validation('text: a note needs its text');
  if (body.kind === 'strongs' && !body.strongs?.length)
    throw errors.validation("strongs: name at least one Strong's number");
  if (body.kind !== 'journal' && !body.ref.trim()) throw errors.validation('ref: say which verse');
}

/** Marks an export reads from the database at a time: what its memory holds (decision 340). */
const EXPORT_BATCH = 500;

export interface ExportFile {
  /** A stream for JSON, Markdown and CSV, written a batch of marks at a time; a buffer for DOCX. */
  body: Readable | Buffer;
  type: string;
  extension: string;
}

/** A reader's saved verses (issue 37, decision 315): kept in the KJV's numbering, shown in any version's. */
export class StudyService {
  constructor(
    private readonly repository: StudyRepository,
    private readonly places: StudyPlaces,
    private readonly cache: StudyCache,
  ) {}

  /** Hears the other instances' writes of marks (decision 365). */
  listen(database: DatabaseHandle): Promise<void> {
    return this.cache.listen(database, (userId) =>
      this.repository.announceChange(STUDY_MARKS_CHANGED_CHANNEL, userId),
    );
  }

  close(): Promise<void> {
    return this.cache.close();
  }

  /**
   * Runs a write of the reader's marks, then drops the reader's cached marks here and on every instance, even
   * when the write failed (part of it may have been kept).
   */
  private async writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await this.cache.changed(userId);
    }
  }

  /** The row values of a mark a reader sent, its place checked in its version. */
  private async values(body: NewMarkBody): Promise<MarkValues> {
    checkShape(body);
    const place: MarkPlace =
      body.kind === 'journal' && !body.ref.trim()
        ? { ref: '', startKey: 0, endKey: 0 }
        : await this.places.place(body.ref, body.version);
    return {
      kind: body.kind,
      ref: place.ref,
      version: body.kind === 'journal' && !place.ref ? null : (body.version ?? 'kjv').toLowerCase(),
      startKey: place.startKey,
      endKey: place.endKey,
      color: body.color ?? null,
      note: body.kind === 'note' || body.kind === 'journal' ? (body.text ?? '') : null,
      tags: normaliseTags(body.tags ?? []),
      strongs: (body.strongs ?? []).map((n) => n.toUpperCase()),
    };
  }

  private async insert(userId: string, values: MarkValues[]): Promise<MarkRow[]> {
    const added = await this.writing(userId, () =>
      this.repository.insertWithinLimits(userId, values, {
        marks: STUDY_LIMITS.marksPerReader,
        tags: STUDY_LIMITS.tagsPerReader,
      }),
    );
    if ('refused' in added)
      throw errors.studyLimitReached(
        added.refused === 'marks'
          ? `You keep the most marks an account may hold (${STUDY_LIMITS.marksPerReader.toLocaleString('en')}): remove some first`
          : `You use the most tags an account may hold (${STUDY_LIMITS.tagsPerReader.toLocaleString('en')}): merge some first`,
      );
    return added;
  }

  async add(userId: string, body: NewMarkBody): Promise<MarkAnswer> {
    const [row] = await this.insert(userId, [await this.values(body)]);
    return presentMark(row!);
  }

  async change(userId: string, id: number, body: ChangeMarkBody): Promise<MarkAnswer> {
    const values: Partial<Pick<MarkValues, 'color' | 'note' | 'tags'>> = {};
    if (body.color !== undefined) values.color = body.color;
    if (body.text !== undefined) values.note = body.text;
    if (body.tags !== undefined) values.tags = normaliseTags(body.tags);
    const row = await this.writing(userId, () => this.repository.update(userId, id, body.revision, values));
    if (row === 'stale') throw errors.markChangedElsewhere();
    if (!row) throw errors.markNotFound();
    return presentMark(row);
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await this.writing(userId, () => this.repository.remove(userId, id)))) throw errors.markNotFound();
  }

  /**
   * The marks shown at a place of a version, each `ref` in that version's numbering: at most
   * `STUDY_LIMITS.marksPerPlace` a page in canon order, `total` counting them all and `more` when pages follow
   * (a whole book or `Gen-Rev` is a place too; decision 340).
   */
  async at(userId: string, ref: string, version: string | undefined, page = 1): Promise<MarksResponse> {
    const place = await this.places.verses(ref, version);
    // Each KJV verse of the place with the verses of the version it is shown at.
    const shownAt = new Map<number, number[]>();
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const key of place.keys) {
      for (const kjv of place.kjv.get(key)!) {
        shownAt.set(kjv, [...(shownAt.get(kjv) ?? []), key]);
        from = Math.min(from, kjv);
        to = Math.max(to, kjv);
      }
    }
    if (shownAt.size === 0) return { marks: [], total: 0 };
    const limit = STUDY_LIMITS.marksPerPlace;
    const offset = (page - 1) * limit;
    // From this instance's cache of the reader's marks, filled by one statement on first use (decision 365).
    const kept = this.keptMarks(userId);
    const over = kept?.between(from, to);
    const rows = over
      ? over.slice(offset, offset + limit + 1)
      : await this.repository.between(userId, from, to, { offset, limit: limit + 1 });
    const more = rows.length > limit;
    const marks: MarkAnswer[] = [];
    for (const row of rows.slice(0, limit)) {
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (let kjv = row.startKey; kjv <= row.endKey; kjv++) {
        for (const key of shownAt.get(kjv) ?? []) {
          first = Math.min(first, key);
          last = Math.max(last, key);
        }
      }
      if (first <= last) marks.push(presentMark(row, osisRange(first, last)));
    }
    const total =
      offset === 0 && !more
        ? marks.length
        : (over?.length ?? (await this.repository.countBetween(userId, from, to)));
    return { marks, total, ...(more ? { more: true } : {}) };
  }

  /**
   * The marks at a place as `at` answers them, kept as ready bytes with the reader's cached marks (issue 37): a
   * write of a mark drops them with the marks. A plain answer while the marks are not kept.
   */
  async readyAt(
    userId: string,
    ref: string,
    version: string | undefined,
    page = 1,
  ): Promise<ReadyAnswer | MarksResponse> {
    const kept = this.keptMarks(userId);
    if (!kept) return this.at(userId, ref, version, page);
    const key = `${(version ?? 'kjv').toLowerCase()} ${page} ${ref.trim()}`;
    const ready = kept.readyAnswer(key);
    if (ready) return ready;
    const answer = new ReadyAnswer(JSON.stringify(await this.at(userId, ref, version, page)));
    // Made from `kept` or from what replaced it after a write; if replaced, `kept` is no longer reachable.
    this.cache.keepAnswer(userId, kept, key, answer);
    return answer;
  }

  /**
   * The reader's marks kept in this instance; undefined while they are being read (the database answers
   * meanwhile) and for a reader of too many to keep.
   */
  private keptMarks(userId: string) {
    return this.cache.keptOrFill(userId, () => this.repository.everyMark(userId, MOST_KEPT_MARKS));
  }

  /** Reads the reader's marks into this instance's cache now (the benchmarks, before they time reads). */
  async keep(userId: string): Promise<void> {
    await this.cache.marksOf(userId, () => this.repository.everyMark(userId, MOST_KEPT_MARKS));
  }

  /** A page of the study page's list. */
  async list(userId: string, query: MarksQuery): Promise<MarksResponse> {
    if (query.ref) return this.at(userId, query.ref, query.version, query.page);
    const keys = query.book ? bookKeys(query.book) : undefined;
    if (query.book && !keys)
      throw errors.validation(`book: ${query.book} is not a book's OSIS id (John, 1Cor)`);
    const page = query.page ?? 1;
    const filters: MarkListFilters = {
      kind: query.kind,
      color: query.color,
      tag: query.tag?.trim().toLowerCase(),
      keys,
      words: searchWords(query.q ?? '').slice(0, 8),
      order: query.order ?? 'canon',
      offset: (page - 1) * STUDY_LIMITS.pageSize,
      limit: STUDY_LIMITS.pageSize,
    };
    const kept = this.keptMarks(userId);
    const { rows, total } = kept ? kept.list(filters) : await this.repository.list(userId, filters);
    const more = (page - 1) * STUDY_LIMITS.pageSize + rows.length < total;
    return { marks: rows.map((row) => presentMark(row)), total, ...(more ? { more: true } : {}) };
  }

  /**
   * The chapters of a book holding marks (the chapter navigation's dots), in the chapter numbers of `version`
   * (the KJV's without it): Malachi 4 in the KJV is Malachi 3 in the Hebrew Bible (decision 369).
   */
  async markedChapters(userId: string, book: string, version?: string): Promise<number[]> {
    const keys = bookKeys(book);
    if (!keys) throw errors.validation(`book: ${book} is not a book's OSIS id (John, 1Cor)`);
    const toVersion = await this.places.fromKjv(version);
    const found = await this.repository.keysInBook(userId, keys.from, keys.to);
    return chaptersInNumbering(found, toVersion, Math.floor(keys.from / 1_000_000));
  }

  /** Marks kept in a browser, added to the account unless it holds the same already (kind, place, content). */
  async merge(userId: string, bodies: NewMarkBody[]): Promise<{ added: number; skipped: number }> {
    const values = await Promise.all(bodies.map((body) => this.values(body)));
    if (values.length === 0) return { added: 0, skipped: 0 };
    // Only marks where the incoming ones are can be the same (journal notes sit at key 0).
    const existing = await this.repository.startingBetween(
      userId,
      Math.min(...values.map((value) => value.startKey ?? 0)),
      Math.max(...values.map((value) => value.startKey ?? 0)),
    );
    const seen = new Set(existing.map((row) => identity(row)));
    const fresh = values.filter((value) => {
      const key = identity(value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await this.insert(userId, fresh);
    return { added: fresh.length, skipped: values.length - fresh.length };
  }

  /** Our JSON export, imported all or nothing; each mark checked as if it were added. */
  async importJson(userId: string, raw: string): Promise<number> {
    let marks: Mark[];
    try {
      marks = parseMarksJson(raw);
    } catch (error) {
      if (error instanceof ImportError) throw errors.validation(`${error.field}: ${error.message}`);
      throw error;
    }
    if (marks.length > STUDY_LIMITS.marksPerImport)
      throw errors.validation(`marks: an import holds at most ${STUDY_LIMITS.marksPerImport} marks`);
    const values: MarkValues[] = [];
    for (const [index, mark] of marks.entries()) {
      try {
        values.push({
          ...(await this.values({
            kind: mark.kind,
            ref: mark.ref,
            version: mark.version,
            color: mark.color,
            text: mark.text,
            tags: mark.tags,
            strongs: mark.strongs,
          })),
          createdAt: new Date(mark.createdAt),
          updatedAt: new Date(mark.updatedAt),
        });
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error)
          throw errors.validation(`marks[${index}].${error.message}`);
        throw error;
      }
    }
    return (await this.insert(userId, values)).length;
  }

  /**
   * Every mark of the reader as a file: JSON, Markdown and CSV streamed a batch of marks at a time; a DOCX
   * study sheet is built whole in memory, so it holds at most `STUDY_LIMITS.marksPerDocx` marks (decision 340).
   */
  async export(userId: string, format: ExportFormat): Promise<ExportFile> {
    switch (format) {
      case 'csv':
        return { body: this.stream(userId, csvWriter()), type: 'text/csv; charset=utf-8', extension: 'csv' };
      case 'markdown':
        return {
          body: this.stream(userId, markdownWriter()),
          type: 'text/markdown; charset=utf-8',
          extension: 'md',
        };
      case 'docx':
        return {
          body: await Packer.toBuffer(studySheet(await this.marksForDocx(userId))),
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          extension: 'docx',
        };
      default:
        return {
          body: this.stream(userId, jsonWriter()),
          type: 'application/json; charset=utf-8',
          extension: 'json',
        };
    }
  }

  private stream(userId: string, writer: MarkWriter): Readable {
    const repository = this.repository;
    return Readable.from(
      (async function* () {
        yield writer.start();
        for await (const rows of repository.inBatches(userId, EXPORT_BATCH))
          yield rows.map((row) => writer.mark(presentMark(row))).join('');
        yield writer.end();
      })(),
    );
  }

  private async marksForDocx(userId: string): Promise<Mark[]> {
    const kept = await this.repository.count(userId);
    const most = STUDY_LIMITS.marksPerDocx;
    if (kept > most)
      throw errors.validation(
        `format: a DOCX study sheet holds at most ${most.toLocaleString('en')} marks and you keep ${kept.toLocaleString('en')}; export Markdown or CSV, which hold every mark`,
      );
    const marks: Mark[] = [];
    for await (const rows of this.repository.inBatches(userId, EXPORT_BATCH))
      marks.push(...rows.map((row) => presentMark(row)));
    return marks;
  }

  tags(userId: string) {
    return this.repository.tags(userId);
  }

  /**
   * Renames a tag (merging it into one of the new name) and files it under a group, which is the start of its
   * name: `group: 'sermons'` makes `easter` into `sermons/easter`, `group: ''` takes it out (decision 341).
   */
  async changeTag(userId: string, tag: string, change: { name?: string; group?: string }): Promise<void> {
    const from = normaliseTags([tag])[0];
    if (!from) throw errors.validation('tag: name the tag to change');
    const named = change.name !== undefined ? normaliseTags([change.name])[0] : from;
    if (!named) throw errors.validation('name: a tag cannot be empty');
    let to = named;
    if (change.group !== undefined) {
      const group = change.group
        .trim()
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/^\/+|\/+$/g, '');
      const grouped = tagInGroup(named, group);
      if (grouped.length > TAG_MAX_LENGTH)
        throw errors.validation(`group: a tag with its group is at most ${TAG_MAX_LENGTH} characters`);
      to = grouped;
    }
    const known = (await this.repository.tags(userId)).some((row) => row.tag === from);
    if (!known) throw errors.markNotFound();
    if (to !== from) await this.writing(userId, () => this.repository.renameTag(userId, from, to));
  }
}

/** The sameness of two marks for a merge (markIdentity's rule, on the KJV-numbered place). */
function identity(value: Pick<MarkValues, 'kind' | 'startKey' | 'endKey' | 'color' | 'note' | 'strongs'>) {
  return markIdentity({
    kind: value.kind,
    ref: `${value.startKey ?? 0}-${value.endKey ?? 0}`,
    color: (value.color ?? undefined) as Mark['color'],
    text: value.note ?? undefined,
    strongs: value.strongs ?? [],
  });
}
