import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { parseDelimited, readDelimited } from './upload-csv';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/upload/${name}`, import.meta.url)), 'utf8');

describe('readDelimited', () => {
  it('reads CSV with a header, extra columns, quoted commas, doubled quotes and line breaks in quotes', () => {
    const verses = readDelimited('verses.csv', fixture('verses.csv'));
    expect(verses.map((verse) => [`${verse.book} ${verse.chapter}:${verse.verse}`, verse.text])).toEqual([
      ['Gen 1:1', 'At the first, Elohim formed the heights and the land.'],
      ['Gen 1:2', 'The land lay "empty", and the deep was dark.'],
      ['Ps 23:1', 'The Shepherd is mine; I lack nothing.'],
    ]);
  });

  it('reads TSV', () => {
    const verses = readDelimited('verses.tsv', fixture('verses.tsv'));
    expect(verses.map((verse) => `${verse.book} ${verse.chapter}:${verse.verse}`)).toEqual([
      'Gen 1:1',
      'Rev 22:21',
    ]);
  });

  it.each([
    ['book,chapter,text\nGen,1,x', 1, /no "verse" column/],
    ['book,chapter,verse,text\nGen,1,1,"fine"\nGen,1,2', 3, /expected 4 fields, found 3/],
    [
      'book,chapter,verse,text\nGen,1,1,"fine"\nGen,1,2,"never closed\nstill open',
      3,
      /quoted field is never closed/,
    ],
    ['book,chapter,verse,text\nGen,1,1,"quoted"trailing', 2, /after a closing quote/],
    ['book,chapter,verse,text\nGen,1,1,a\n"multi\nline",1,x,y', 3, /unknown book "multi\nline"/],
    ['book,chapter,verse,text\nGen,1,1,a\nGen,1,v2,b', 3, /verse "v2" is not a positive whole number/],
  ])('rejects malformed input %j at line %i', (text, line, message) => {
    let error: unknown;
    try {
      readDelimited('upload.csv', text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: 'upload.csv', line });
    expect((error as Error).message).toMatch(message);
  });
});

describe('parseDelimited', () => {
  it('gives each record the line it starts on, across CRLF and quoted line breaks', () => {
    const records = parseDelimited('x.csv', 'a,b\r\n"1\n2",3\r\n\r\nx,y', ',');
    expect(records).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1\n2', '3'], line: 2 },
      { fields: ['x', 'y'], line: 5 },
    ]);
  });
});
