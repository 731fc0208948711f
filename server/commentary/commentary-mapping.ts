import { splitVerseKey, verseKey } from '../../core/bible/books';
import type { PairingSystem, VersePairing } from '../../core/bible/verse-pairing';
import type { CommentaryNote } from '../../core/api/commentary';
import type { KjvNote } from './commentary-notes';

/**
 * The notes of the KJV chapters a version's chapter draws on, renumbered into that version (decision 302): each
 * note's KJV verses are paired into the version's numbering and the note covers those that fall in the asked
 * chapter (Hebrew Bible Joel 3 = KJV Joel 2:28-32, so Matthew Henry's note on Joel 2:28-32 is shown there as
 * verses 1-5). A note none of whose verses land in the chapter is left out.
 */
export function mapNotes(
  notesOf: (kjvChapter: number) => readonly KjvNote[],
  pairing: VersePairing,
  system: PairingSystem,
  book: number,
  chapter: number,
  chapterVerseKeys: Iterable<number>,
): CommentaryNote[] {
  if (system === 'KJV') return [...notesOf(chapter)];
  const kjvChapters = new Set<number>();
  for (const key of chapterVerseKeys)
    for (const kjvKey of pairing.pair(key, system, 'KJV')) {
      const at = splitVerseKey(kjvKey);
      if (at.book === book) kjvChapters.add(at.chapter);
    }
  const notes: CommentaryNote[] = [];
  for (const kjvChapter of [...kjvChapters].sort((a, b) => a - b)) {
    for (const note of notesOf(kjvChapter)) {
      const verses: number[] = [];
      for (let verse = note.from; verse <= note.to; verse++)
        for (const key of pairing.pair(verseKey(book, kjvChapter, verse), 'KJV', system)) {
          const at = splitVerseKey(key);
          if (at.book === book && at.chapter === chapter) verses.push(at.verse);
        }
      if (!verses.length) continue;
      const from = Math.min(...verses);
      const to = Math.max(...verses);
      const heading = kjvChapter === chapter ? note.heading : `${note.heading} (KJV chapter ${kjvChapter})`;
      notes.push({ from, to, heading, html: note.html });
    }
  }
  return notes.sort((a, b) => a.from - b.from || b.to - a.to);
}
