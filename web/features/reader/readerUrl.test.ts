import { describe, expect, it } from 'vitest';
import { readReaderState, readerUrl, verseShareUrl } from './readerUrl';

const read = (params: Record<string, string>, query = '') =>
  readReaderState(params, new URLSearchParams(query));

describe('reader URL state', () => {
  it('reads the defaults', () => {
    expect(read({ book: 'Gen', chapter: '1' })).toEqual({
      book: 'Gen',
      chapter: 1,
      version: 'kjv',
      strongs: false,
      view: 'read',
      order: 'original',
    });
  });

  it('reads a verse, the version, Strong’s and the view', () => {
    expect(
      read(
        { book: 'John', chapter: '3', verse: '16' },
        'version=TR&strongs=true&view=interlinear&order=english',
      ),
    ).toMatchObject({ verse: 16, version: 'tr', strongs: true, view: 'interlinear', order: 'english' });
  });

  it.each([[{ book: 'Gen', chapter: 'x' }], [{ book: 'Gen', chapter: '0' }], [{ chapter: '1' }]])(
    'refuses %j',
    (params) => {
      expect(read(params)).toBeUndefined();
    },
  );

  it('ignores an unknown view and a bad verse', () => {
    expect(read({ book: 'Gen', chapter: '1', verse: 'abc' }, 'view=slides')).toMatchObject({ view: 'read' });
    expect(read({ book: 'Gen', chapter: '1', verse: 'abc' })?.verse).toBeUndefined();
  });

  it('writes short addresses and keeps options of the view in use only', () => {
    const state = read({ book: 'Gen', chapter: '1' })!;
    expect(readerUrl(state)).toBe('/bible/Gen/1');
    expect(readerUrl({ ...state, verse: 3, strongs: true })).toBe('/bible/Gen/1/3?strongs=true');
    expect(readerUrl({ ...state, version: 'asv', view: 'parallel', compare: 'web', order: 'english' })).toBe(
      '/bible/Gen/1?version=asv&view=parallel&compare=web',
    );
    expect(readerUrl({ ...state, book: 'Song of Solomon', view: 'interlinear', order: 'english' })).toBe(
      '/bible/Song%20of%20Solomon/1?view=interlinear&order=english',
    );
  });

  it('shares a verse without the view', () => {
    const state = read({ book: 'John', chapter: '3' }, 'view=interlinear&strongs=true')!;
    expect(verseShareUrl('https://example.org', state, 16)).toBe(
      'https://example.org/bible/John/3/16?strongs=true',
    );
  });

  it('opens a view the way it shows its text: kjv_strongs with numbers, trparsed in the interlinear', () => {
    const strongs = read({ book: 'John', chapter: '3' }, 'version=kjv_strongs')!;
    expect(strongs).toMatchObject({ strongs: true, view: 'read' });
    expect(readerUrl(strongs)).toBe('/bible/John/3?version=kjv_strongs');
    // Switched off, it says so in the address (and stays off when read back).
    const off = readerUrl({ ...strongs, strongs: false });
    expect(off).toBe('/bible/John/3?version=kjv_strongs&strongs=false');
    expect(read({ book: 'John', chapter: '3' }, 'version=kjv_strongs&strongs=false')!.strongs).toBe(false);
    const parsed = read({ book: 'John', chapter: '3' }, 'version=trparsed')!;
    expect(parsed).toMatchObject({ strongs: true, view: 'interlinear' });
    expect(readerUrl({ ...parsed, view: 'read' })).toBe('/bible/John/3?version=trparsed&view=read');
  });

  it('keeps the interlinear’s lit word with its verse, and drops it elsewhere', () => {
    const lit = read({ book: 'John', chapter: '3', verse: '16' }, 'view=interlinear&source=sblgnt&word=2')!;
    expect(lit).toMatchObject({ verse: 16, view: 'interlinear', source: 'sblgnt', word: 2 });
    expect(readerUrl(lit)).toBe('/bible/John/3/16?view=interlinear&source=sblgnt&word=2');
    expect(readerUrl({ ...lit, view: 'read' })).toBe('/bible/John/3/16');
    // Without a verse, or with a word that is not a number, there is no word to light.
    expect(read({ book: 'John', chapter: '3' }, 'view=interlinear&word=2')!.word).toBeUndefined();
    expect(read({ book: 'John', chapter: '3', verse: '16' }, 'word=x')!.word).toBeUndefined();
  });
});
