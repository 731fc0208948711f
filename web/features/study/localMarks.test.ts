import { describe, expect, it } from 'vitest';
import {
  addLocalMark,
  clearLocalMarks,
  readLocalMarks,
  removeLocalMarks,
  updateLocalMark,
} from './localMarks';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

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
