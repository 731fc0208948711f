/**
 * How a selected verse or range is copied (issue 37): pure text formats, with the version's abbreviation after
 * the reference. A range keeps each verse's number in every format, so that a quoted passage can be checked.
 */

export interface SelectedVerse {
  verse: number;
  text: string;
}

export interface VerseSelection {
  /** The book and chapter as the reader names them: `John 3`. */
  chapter: string;
  /** The version's short name: `KJV`. */
  version: string;
  /** The verses in order (one or a run of them). */
  verses: readonly SelectedVerse[];
}

export type CopyFormat = 'plain' | 'reference-first' | 'numbered' | 'markdown';

export const COPY_FORMATS: readonly { format: CopyFormat; label: string }[] = [
  { format: 'plain', label: 'Text, then reference' },
  { format: 'reference-first', label: 'Reference, then text' },
  { format: 'numbered', label: 'With verse numbers' },
  { format: 'markdown', label: 'Markdown quote' },
];

/** `John 3:16`, `John 3:16-18`, or `John 3:16, 18` when the verses do not follow one another. */
export function selectionReference(selection: Pick<VerseSelection, 'chapter' | 'verses'>): string {
  const numbers = selection.verses.map((verse) => verse.verse);
  if (numbers.length === 0) return selection.chapter;
  const first = numbers[0]!;
  const last = numbers[numbers.length - 1]!;
  const consecutive = numbers.every((number, index) => number === first + index);
  if (numbers.length === 1) return `${selection.chapter}:${first}`;
  return consecutive ? `${selection.chapter}:${first}-${last}` : `${selection.chapter}:${numbers.join(', ')}`;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The verses' text; more than one verse keeps each verse's number before it. */
function body(verses: readonly SelectedVerse[], numbered: boolean): string {
  if (verses.length === 1 && !numbered) return tidy(verses[0]!.text);
  return verses.map((verse) => `${verse.verse} ${tidy(verse.text)}`).join(' ');
}

/** The selection as text in `format`. */
export function formatSelection(selection: VerseSelection, format: CopyFormat): string {
  const reference = `${selectionReference(selection)} (${selection.version})`;
  switch (format) {
    case 'plain':
      return `${body(selection.verses, false)} ${reference}`;
    case 'reference-first':
      return `${reference} ${body(selection.verses, false)}`;
    case 'numbered':
      return `${reference}\n${body(selection.verses, true)}`;
    case 'markdown': {
      const lines = selection.verses.map((verse) => `> **${verse.verse}** ${tidy(verse.text)}`);
      return `${lines.join('\n')}\n>\n> — ${reference}`;
    }
  }
}
