import { describe, expect, it } from 'vitest';
import { readSqlDump } from '../../ingest/readers/upload-sql';
import { readPlainText } from '../../ingest/readers/upload-text';
import { sqlString, versesToSql } from './text-to-sql';

// Invented sentences; the Hebrew and Greek are ordinary words, not Bible verses.
const TEXT = [
  'Gen 1:1 It\'s the miller\'s "new" wheel; -- not a comment /* nor this */',
  'Gen 1:2 A path\\to\\nowhere \\n and a trailing backslash \\',
  'Gen 1:3 שָׁלוֹם עַל הַבַּיִת',
  "John 1:1 καλημέρα, φίλε' μου; (ναι)",
  "Rev 22:21 ''doubled'' and ''' and \\' mixed",
].join('\n');

describe('text to SQL', () => {
  it('writes one INSERT per verse that our SQL reader reads back identically', () => {
    const verses = readPlainText('invented.txt', TEXT);
    const sql = versesToSql('bible_verses_invented', verses, 'invented.txt');
    expect(sql.match(/^INSERT INTO bible_verses_invented /gm)).toHaveLength(5);
    const back = readSqlDump('invented.sql', sql);
    expect(back.map(({ book, chapter, verse, text }) => ({ book, chapter, verse, text }))).toEqual(
      verses.map(({ book, chapter, verse, text }) => ({ book, chapter, verse, text })),
    );
    expect(back[1]?.text).toBe('A path\\to\\nowhere \\n and a trailing backslash \\');
    expect(back[2]?.text).toBe('שָׁלוֹם עַל הַבַּיִת');
  });

  it('quotes quotes and backslashes, and nothing else', () => {
    expect(sqlString("a'b\\c")).toBe("'a''b\\\\c'");
    expect(sqlString('ἀγάπη')).toBe("'ἀγάπη'");
  });
});
