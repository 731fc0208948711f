import type { VerseRecord } from '../../ingest/model';

/**
 * A string literal our SQL reader (ingest/readers/upload-sql.ts) reads back unchanged: it takes `''` for a
 * quote and a backslash as an escape, so both are doubled; every other character, Hebrew and Greek included,
 * is written as it is. Verses from a text file hold no line breaks, but they are escaped too, to be safe.
 */
export function sqlString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "''")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\0/g, '\\0');
  return `'${escaped}'`;
}

/** SQL INSERT rows, one statement per verse, that fill `tableName` with the verses (never executed here). */
export function versesToSql(tableName: string, verses: readonly VerseRecord[], source: string): string {
  const header = `-- ${verses.length} verses converted from ${source.replace(/[\r\n]/g, ' ')} by OpenConcordance\n`;
  const rows = verses.map(
    (verse) =>
      `INSERT INTO ${tableName} (book, chapter, verse, text) VALUES ` +
      `(${sqlString(verse.book)}, ${verse.chapter}, ${verse.verse}, ${sqlString(verse.text)});\n`,
  );
  return header + rows.join('');
}
