import { IngestError, type VerseRecord } from '../model';
import { VerseCollector, positiveNumber, resolveBook } from './upload-common';

// `Genesis 1:1 text`, `1 Sam 3:4 text`, `Gen. 1:1 text`: the book is everything before the last `C:V`.
const SPACED = /^(.+?)\.?\s+(\d+)\s*:\s*(\d+)\s+(.*)$/;
// `Gen|1|1|text` or `1|1|1|text`; the text may itself contain `|`.
const PIPED = /^([^|]+)\|\s*(\d+)\s*\|\s*(\d+)\s*\|(.*)$/;

/**
 * Reads plain text with one verse per line, as `Book C:V text` (book by name, OSIS id or abbreviation) or
 * `book|c|v|text` (book by number or name). Blank lines and lines starting with `#` are skipped.
 */
export function readPlainText(fileName: string, text: string): VerseRecord[] {
  const collector = new VerseCollector(fileName);
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content || content.startsWith('#')) return;
    const match = PIPED.exec(content) ?? SPACED.exec(content);
    if (!match) {
      throw new IngestError(
        fileName,
        line,
        `expected "Book C:V text" or "book|c|v|text", found "${content.slice(0, 40)}"`,
      );
    }
    const [, book, chapter, verse, verseText] = match;
    collector.add(
      resolveBook(book!, fileName, line),
      positiveNumber(chapter!, 'chapter', fileName, line),
      positiveNumber(verse!, 'verse', fileName, line),
      verseText!,
      line,
    );
  });
  return collector.finish();
}
