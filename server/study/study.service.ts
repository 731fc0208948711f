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
  marksToCsv,
  marksToJson,
  marksToMarkdown,
  parseMarksJson,
  ImportError,
} from '../../core/study/mark-list';
import { markIdentity, normaliseTags, type Mark } from '../../core/study/marks';
import { studySheet } from '../../core/study/study-sheet';
import { errors } from '../errors';
import { bookKeys, osisRange, type MarkPlace, type StudyPlaces } from './study-places';
import { presentMark } from './study.present';
import type { MarkRow, MarkValues, StudyRepository } from './study.repository';

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

export interface ExportFile {
  body: string | Buffer;
  type: string;
  extension: string;
}

/** A reader's saved verses (issue 37, decision 315): kept in the KJV's numbering, shown in any version's. */
export class StudyService {
  constructor(
    private readonly repository: StudyRepository,
    private readonly places: StudyPlaces,
  ) {}

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
    const added = await this.repository.insertWithinLimits(userId, values, {
      marks: STUDY_LIMITS.marksPerReader,
      tags: STUDY_LIMITS.tagsPerReader,
    });
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
    const row = await this.repository.update(userId, id, body.revision, values);
    if (row === 'stale') throw errors.markChangedElsewhere();
    if (!row) throw errors.markNotFound();
    return presentMark(row);
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await this.repository.remove(userId, id))) throw errors.markNotFound();
  }

  /** The marks shown at a place of a version, each `ref` in that version's numbering. */
  async at(userId: string, ref: string, version: string | undefined): Promise<MarksResponse> {
    const place = await this.places.verses(ref, version);
    const kjvKeys = [...place.kjv.values()].flat();
    if (kjvKeys.length === 0) return { marks: [], total: 0 };
    const rows = await this.repository.between(userId, Math.min(...kjvKeys), Math.max(...kjvKeys));
    const marks: MarkAnswer[] = [];
    for (const row of rows) {
      const covered = place.keys.filter((key) =>
        place.kjv.get(key)!.some((kjv) => kjv >= row.startKey && kjv <= row.endKey),
      );
      if (covered.length) marks.push(presentMark(row, osisRange(covered[0]!, covered.at(-1)!)));
    }
    return { marks, total: marks.length };
  }

  /** A page of the study page's list. */
  async list(userId: string, query: MarksQuery): Promise<MarksResponse> {
    if (query.ref) return this.at(userId, query.ref, query.version);
    const keys = query.book ? bookKeys(query.book) : undefined;
    if (query.book && !keys)
      throw errors.validation(`book: ${query.book} is not a book's OSIS id (John, 1Cor)`);
    const page = query.page ?? 1;
    const { rows, total } = await this.repository.list(userId, {
      kind: query.kind,
      color: query.color,
      tag: query.tag?.trim().toLowerCase(),
      keys,
      words: (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8),
      order: query.order ?? 'canon',
      offset: (page - 1) * STUDY_LIMITS.pageSize,
      limit: STUDY_LIMITS.pageSize,
    });
    return { marks: rows.map((row) => presentMark(row)), total };
  }

  /** The chapters of a book holding marks (the chapter navigation's dots), in KJV chapter numbers. */
  async markedChapters(userId: string, book: string): Promise<number[]> {
    const keys = bookKeys(book);
    if (!keys) throw errors.validation(`book: ${book} is not a book's OSIS id (John, 1Cor)`);
    const found = await this.repository.keysInBook(userId, keys.from, keys.to);
    return [...new Set(found.map((key) => Math.floor(key / 1_000) % 1_000))].sort((a, b) => a - b);
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

  /** Every mark of the reader as a file. */
  async export(userId: string, format: ExportFormat): Promise<ExportFile> {
    const rows = await this.repository.all(userId, STUDY_LIMITS.marksPerReader);
    const marks: Mark[] = rows.map((row) => presentMark(row));
    switch (format) {
      case 'csv':
        return { body: marksToCsv(marks), type: 'text/csv; charset=utf-8', extension: 'csv' };
      case 'markdown':
        return { body: marksToMarkdown(marks), type: 'text/markdown; charset=utf-8', extension: 'md' };
      case 'docx':
        return {
          body: await Packer.toBuffer(studySheet(marks)),
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          extension: 'docx',
        };
      default:
        return { body: marksToJson(marks), type: 'application/json; charset=utf-8', extension: 'json' };
    }
  }

  tags(userId: string) {
    return this.repository.tags(userId);
  }

  async changeTag(userId: string, tag: string, change: { name?: string; group?: string }): Promise<void> {
    const from = normaliseTags([tag])[0];
    if (!from) throw errors.validation('tag: name the tag to change');
    const to = change.name !== undefined ? normaliseTags([change.name])[0] : undefined;
    if (change.name !== undefined && !to) throw errors.validation('name: a tag cannot be empty');
    const known = (await this.repository.tags(userId)).some((row) => row.tag === from);
    if (!known) throw errors.markNotFound();
    if (to && to !== from) await this.repository.renameTag(userId, from, to);
    if (change.group !== undefined)
      await this.repository.setTagGroup(userId, to ?? from, change.group.trim());
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
