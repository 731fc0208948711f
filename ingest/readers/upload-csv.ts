import { IngestError, type VerseRecord } from '../model';
import { VerseCollector, positiveNumber, resolveBook } from './upload-common';

/** One CSV record and the line it starts on. */
interface CsvRecord {
  fields: string[];
  line: number;
}

/** Splits delimited text into records (RFC 4180: `"` quotes, `""` escapes, line breaks inside quotes). */
export function parseDelimited(fileName: string, text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '' && !afterQuote) {
      quoted = true;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') records.push({ fields, line: recordLine });
      fields = [];
      field = '';
      afterQuote = false;
      line++;
      recordLine = line;
    } else if (afterQuote) {
      throw new IngestError(fileName, line, `unexpected "${char}" after a closing quote`);
    } else {
      field += char;
    }
  }
  if (quoted) throw new IngestError(fileName, recordLine, 'a quoted field is never closed');
  fields.push(field);
  if (fields.length > 1 || fields[0] !== '') records.push({ fields, line: recordLine });
  return records;
}

const COLUMNS: Record<'book' | 'chapter' | 'verse' | 'text', string[]> = {
  book: ['book', 'book_id', 'book_name', 'bookname', 'b'],
  chapter: ['chapter', 'chap', 'c'],
  verse: ['verse', 'verse_number', 'v'],
  text: ['text', 'verse_text', 'content', 't'],
};

/**
 * Reads CSV or TSV with a header row naming the columns book, chapter, verse and text (other columns are
 * ignored). The delimiter is a tab for `.tsv`, otherwise whichever of tab, semicolon or comma the header uses.
 */
export function readDelimited(fileName: string, text: string): VerseRecord[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    /\.tsv$/i.test(fileName) || firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ',';
  const [header, ...rows] = parseDelimited(fileName, text, delimiter);
  if (!header) throw new IngestError(fileName, undefined, 'the file is empty');
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const position = (column: keyof typeof COLUMNS): number => {
    const index = names.findIndex((name) => COLUMNS[column].includes(name));
    if (index < 0) {
      throw new IngestError(
        fileName,
        header.line,
        `the header has no "${column}" column (found: ${names.join(', ')})`,
      );
    }
    return index;
  };
  const columns = {
    book: position('book'),
    chapter: position('chapter'),
    verse: position('verse'),
    text: position('text'),
  };

  const collector = new VerseCollector(fileName);
  for (const { fields, line } of rows) {
    if (fields.length !== names.length) {
      throw new IngestError(fileName, line, `expected ${names.length} fields, found ${fields.length}`);
    }
    collector.add(
      resolveBook(fields[columns.book]!, fileName, line),
      positiveNumber(fields[columns.chapter]!, 'chapter', fileName, line),
      positiveNumber(fields[columns.verse]!, 'verse', fileName, line),
      fields[columns.text]!,
      line,
    );
  }
  return collector.finish();
}
