import { describe, expect, it } from 'vitest';
import {
  addLocalMark,
  clearLocalMarks,
  readLocalMarks,
  removeLocalMarks,
  updateLocalMark,
} from './localMarks';
import { kjvSpan, localMarkedChapters, marksInChapter, type LocalMark, type ShownVerse } from './localPlaces';
import { memoryStorage } from '../../lib/memoryStorage';

describe('marks kept in the browser', () => {
  it('adds, changes and removes marks, keeping them across reads', () => {
    const storage = memoryStorage();
    const note = addLocalMark(
      { kind: 'note', ref: 'John.3.16', text: 'God’s love', tags: ['Sermon'] },
      storage,
    )!;
    addLocalMark({ kind: 'highlight', ref: 'John.3.16', color: 'yellow', tags: [] }, storage);
    expect(note.tags).toEqual(['sermon']);
    expect(readLocalMarks(storage)).toHaveLength(2);

    const later = new Date('2030-01-01T00:00:00Z');
    updateLocalMark(note.id, { text: 'changed', tags: ['a', 'A'] }, storage, later);
    const kept = readLocalMarks(storage).find((m) => m.id === note.id)!;
    expect(kept).toMatchObject({ text: 'changed', tags: ['a'], updatedAt: later.toISOString() });

    removeLocalMarks([note.id], storage);
    expect(readLocalMarks(storage).map((m) => m.kind)).toEqual(['highlight']);
    clearLocalMarks(storage);
    expect(readLocalMarks(storage)).toEqual([]);
  });

  it('leaves out what is not a mark and survives storage that is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem('oc-marks:v1', '{not json');
    expect(readLocalMarks(storage)).toEqual([]);
    storage.setItem(
      'oc-marks:v1',
      JSON.stringify([
        {
          id: '1',
          kind: 'highlight',
          ref: 'John.3.16',
          color: 'magenta',
          tags: [],
          createdAt: 'a',
          updatedAt: 'a',
        },
        { id: '2', kind: 'bookmark', ref: 'John.3.16', tags: [], createdAt: 'a', updatedAt: 'a' },
        { id: '3', kind: 'shout', ref: 'John.3.16', tags: [], createdAt: 'a', updatedAt: 'a' },
      ]),
    );
    expect(readLocalMarks(storage).map((m) => m.id)).toEqual(['2']);
  });

  it('answers undefined when the browser refuses to keep it', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(addLocalMark({ kind: 'bookmark', ref: 'John.3.16', tags: [] }, storage)).toBeUndefined();
  });
});

// Malachi in the two numberings: the KJV's 4:1-6 are the Hebrew Bible's 3:19-24.
const MAL_3_18 = 39003018;
const MAL_4_1 = 39004001;
const hebrewMalachi3: ShownVerse[] = [
  { verse: 18, id: MAL_3_18 },
  { verse: 19, id: 39003019, kjv: [MAL_4_1] },
  { verse: 20, id: 39003020, kjv: [39004002] },
];
const kjvMalachi4: ShownVerse[] = [
  { verse: 1, id: MAL_4_1 },
  { verse: 2, id: 39004002 },
];

function localMark(fields: Partial<LocalMark> & Pick<LocalMark, 'ref'>): LocalMark {
  return {
    id: fields.ref,
    kind: 'highlight',
    color: 'yellow',
    tags: [],
    createdAt: '2026-11-29T00:00:00.000Z',
    updatedAt: '2026-11-29T00:00:00.000Z',
    ...fields,
  };
}

const refsIn = (
  marks: readonly LocalMark[],
  book: string,
  chapter: number,
  version: string,
  verses: ShownVerse[],
) => marksInChapter(marks, { book, chapter, version, verses }).map((mark) => `${mark.id} at ${mark.ref}`);

describe('browser marks follow the verse into every numbering (decision 403)', () => {
  it('keeps the KJV keys of a new mark’s verses, and leaves out a mark with half of them', () => {
    const storage = memoryStorage();
    const span = kjvSpan(hebrewMalachi3, 19, 20);
    expect(span).toEqual({ startKey: MAL_4_1, endKey: 39004002 });
    addLocalMark({ kind: 'bookmark', ref: 'Mal.3.19-Mal.3.20', version: 'wlc', tags: [], ...span }, storage);
    expect(readLocalMarks(storage)).toEqual([
      expect.objectContaining({ ref: 'Mal.3.19-Mal.3.20', startKey: MAL_4_1, endKey: 39004002 }),
    ]);
    storage.setItem(
      'oc-marks:v1',
      JSON.stringify([
        { ...localMark({ ref: 'Mal.4.1' }), startKey: MAL_4_1 },
        localMark({ ref: 'Mal.4.2' }),
      ]),
    );
    expect(readLocalMarks(storage).map((mark) => mark.ref)).toEqual(['Mal.4.2']);
  });

  it('has no KJV keys for verses shown without theirs, or for a Psalm’s title', () => {
    expect(kjvSpan([{ verse: 1 }], 1, 1)).toBeUndefined();
    expect(kjvSpan([{ verse: 1, id: 19003001, kjv: [] }], 1, 1)).toBeUndefined();
    expect(kjvSpan(hebrewMalachi3, 18, 18)).toEqual({ startKey: MAL_3_18, endKey: MAL_3_18 });
  });

  it('shows a highlight made on KJV Malachi 4:1 on the Hebrew Bible’s 3:19, and back', () => {
    const madeInKjv = localMark({
      id: 'kjv',
      ref: 'Mal.4.1',
      version: 'kjv',
      startKey: MAL_4_1,
      endKey: MAL_4_1,
    });
    const madeInHebrew = localMark({
      id: 'wlc',
      ref: 'Mal.3.19',
      version: 'wlc',
      startKey: MAL_4_1,
      endKey: MAL_4_1,
    });
    const marks = [madeInKjv, madeInHebrew];
    expect(refsIn(marks, 'Mal', 3, 'wlc', hebrewMalachi3)).toEqual(['kjv at Mal.3.19', 'wlc at Mal.3.19']);
    expect(refsIn(marks, 'Mal', 4, 'kjv', kjvMalachi4)).toEqual(['kjv at Mal.4.1', 'wlc at Mal.4.1']);
    // Malachi 3 of a KJV-numbered version has no verse 19, and 3:18 is not 4:1.
    expect(refsIn(marks, 'Mal', 3, 'ylt', [{ verse: 18, id: MAL_3_18 }])).toEqual([]);
    // A range over the moved verses is shown over the verses of this chapter.
    const range = localMark({ id: 'range', ref: 'Mal.3.18-Mal.4.1', startKey: MAL_3_18, endKey: MAL_4_1 });
    expect(refsIn([range], 'Mal', 3, 'wlc', hebrewMalachi3)).toEqual(['range at Mal.3.18-Mal.3.19']);
  });

  it('places a mark made before the keys were kept by its ref where it was made, as the KJV’s elsewhere', () => {
    const oldKjv = localMark({ id: 'old kjv', ref: 'Mal.4.1', version: 'kjv' });
    const oldHebrew = localMark({ id: 'old wlc', ref: 'Mal.3.19', version: 'wlc' });
    expect(refsIn([oldKjv, oldHebrew], 'Mal', 3, 'wlc', hebrewMalachi3)).toEqual([
      'old kjv at Mal.3.19',
      'old wlc at Mal.3.19',
    ]);
    expect(refsIn([oldKjv, oldHebrew], 'Mal', 4, 'kjv', kjvMalachi4)).toEqual(['old kjv at Mal.4.1']);
  });

  it('dots the chapter that holds the mark in each numbering', () => {
    const moved = [{ from: MAL_4_1, to: 39004006, chapter: 3 }];
    const marks = [
      localMark({ ref: 'Mal.4.1', version: 'kjv', startKey: MAL_4_1, endKey: MAL_4_1 }),
      localMark({ ref: 'Mal.1.2', version: 'kjv', startKey: 39001002, endKey: 39001002 }),
      localMark({ ref: 'John.3.16', version: 'kjv', startKey: 43003016, endKey: 43003016 }),
    ];
    expect([...localMarkedChapters(marks, 'Mal', 'wlc', moved)].sort()).toEqual([1, 3]);
    expect([...localMarkedChapters(marks, 'Mal', 'kjv')].sort()).toEqual([1, 4]);
    expect([...localMarkedChapters(marks, 'John', 'wlc', moved)]).toEqual([3]);
  });

  it('dots the chapters of marks kept without KJV keys by their references, a journal note on none', () => {
    const marks = [
      localMark({ ref: 'John.3.16-John.3.17' }),
      localMark({ ref: 'John.3.17', kind: 'note', text: 'x' }),
      localMark({ ref: 'John.4.1', kind: 'bookmark' }),
      localMark({ ref: '', kind: 'journal', text: 'a day' }),
    ];
    expect([...localMarkedChapters(marks, 'John', 'kjv')].sort()).toEqual([3, 4]);
  });
});
