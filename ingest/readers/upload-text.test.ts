import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { readPlainText } from './upload-text';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/upload/${name}`, import.meta.url)), 'utf8');
const references = (verses: { book: string; chapter: number; verse: number }[]) =>
  verses.map((verse) => `${verse.book} ${verse.chapter}:${verse.verse}`);

describe('readPlainText', () => {
  it('reads "Book C:V text" lines with names and abbreviations, skipping comments and blank lines', () => {
    const verses = readPlainText('verses.txt', fixture('verses.txt'));
    expect(references(verses)).toEqual(['Gen 1:1', 'Gen 1:2', '1Sam 3:4', 'Song 2:1', 'John 3:16']);
    expect(verses[0]).toEqual({
      book: 'Gen',
      chapter: 1,
      verse: 1,
      text: 'At the first, Elohim formed the heights and the land.',
      tokens: [],
    });
  });

  it('reads "book|c|v|text" lines with book numbers or names, keeping a | inside the text', () => {
    const verses = readPlainText('verses-pipe.txt', fixture('verses-pipe.txt'));
    expect(references(verses)).toEqual(['Gen 1:1', 'Gen 1:2', 'Gen 2:1', 'Rev 22:21']);
    expect(verses[1]?.text).toBe('The land lay empty | and the deep was dark.');
  });

  it.each([
    ['Gen 1:1 fine\nGenesis one: no numbers', 2, /expected "Book C:V text"/],
    ['Gen 1:1 fine\nGenesys 1:2 text', 2, /unknown book "Genesys"/],
    ['Gen 1:1 fine\n\nGen 1:1 again', 3, /Gen 1:1 was already given on line 1/],
    ['84|1|1|text', 1, /unknown book "84"/],
    ['Gen|0|1|text', 1, /chapter "0" is not a positive whole number/],
    ['Gen|1|1|   ', 1, /Gen 1:1 has no text/],
  ])('rejects malformed input %j at line %i', (text, line, message) => {
    let error: unknown;
    try {
      readPlainText('upload.txt', text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: 'upload.txt', line });
    expect((error as Error).message).toMatch(message);
  });

  it('rejects a file without verses', () => {
    expect(() => readPlainText('empty.txt', '# only a comment\n')).toThrow(/empty\.txt: no verses found/);
  });
});
