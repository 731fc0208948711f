import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { readSqlDump } from './upload-sql';

const SAMPLE = readFileSync(fileURLToPath(new URL('../fixtures/upload/sample.sql', import.meta.url)), 'utf8');

describe('readSqlDump', () => {
  it('reads multi-row INSERTs, skips comments, unescapes strings and accepts books as numbers or names', () => {
    const verses = readSqlDump('sample.sql', SAMPLE);
    expect(verses.map((verse) => [`${verse.book} ${verse.chapter}:${verse.verse}`, verse.text])).toEqual([
      ['Gen 1:1', 'At the first, Elohim formed the heights and the land.'],
      ['Gen 1:2', "The land's face was dark; it said 'wait' and \\ waited."],
      ['John 3:16', 'For Elohim so cherished the world.'],
    ]);
  });

  it('keeps semicolons, parentheses and comment markers inside strings as text', () => {
    const verses = readSqlDump(
      'x.sql',
      "INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES (1, 1, 1, 'a; DROP TABLE x; -- (not) /* code */');",
    );
    expect(verses[0]?.text).toBe('a; DROP TABLE x; -- (not) /* code */');
  });

  it.each([
    ['CREATE TABLE bible_verses_x (book int);', 1, /only INSERT INTO .* found "CREATE"/],
    [
      "-- fine\nINSERT INTO bible_verses_x (book, chapter, verse, text) VALUES (1,1,1,'a');\nDROP TABLE users;",
      3,
      /found "DROP"/,
    ],
    ["UPDATE bible_verses_x SET text = 'x';", 1, /found "UPDATE"/],
    ['SET NAMES utf8mb4;', 1, /found "SET"/],
    ["INSERT INTO users (book, chapter, verse, text) VALUES (1,1,1,'a');", 1, /table "users" is not allowed/],
    [
      "INSERT INTO bible_verses_X (book, chapter, verse, text) VALUES (1,1,1,'a');",
      1,
      /table "bible_verses_X"/,
    ],
    [
      "INSERT INTO public.bible_verses_x (book, chapter, verse, text) VALUES (1,1,1,'a');",
      1,
      /table "public"/,
    ],
    ["INSERT INTO bible_verses_x VALUES (1,1,1,'a');", 1, /expected the column list "\(", found "VALUES"/],
    ["INSERT INTO bible_verses_x (book, chapter, words) VALUES (1,1,'a');", 1, /lacks verse, text/],
    [
      "INSERT INTO bible_verses_x (book, chapter, verse, text)\nVALUES (1,1,1,'a'),\n(1,1,2,lower('B'));",
      3,
      /expected a quoted string, a number or NULL, found "lower"/,
    ],
    [
      "INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES\n(1,1,1,'a'),\n(1,1,2);",
      3,
      /3 values for 4 columns/,
    ],
    [
      "INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES\n(1,1,1,'never closed);",
      2,
      /quoted string is never closed/,
    ],
    ['INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES\n(1,1,1,NULL);', 2, /text is NULL/],
    ["INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES\n(99,1,1,'a');", 2, /unknown book "99"/],
    [
      "INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES (1,1,1,'a')\nINSERT",
      2,
      /expected ";" ending the statement/,
    ],
    [
      "INSERT INTO bible_verses_a (book, chapter, verse, text) VALUES (1,1,1,'a');\nINSERT INTO bible_verses_b (book, chapter, verse, text) VALUES (1,1,2,'b');",
      2,
      /one table/,
    ],
    ['/* never closed\nINSERT', 1, /comment is never closed/],
    ["INSERT INTO bible_verses_x (book, chapter, verse, text) VALUES (1,1,1,'a') OR 1=1;", 1, /expected ";"/],
  ])('rejects %j at line %i', (sql, line, message) => {
    let error: unknown;
    try {
      readSqlDump('dump.sql', sql);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: 'dump.sql', line });
    expect((error as Error).message).toMatch(message);
  });
});
