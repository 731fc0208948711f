import type { GrammarHit } from '../../../core/api/grammar';
import { bookByNumber } from '../../../core/bible/books';
import { readerUrl } from '../reader/readerUrl';

/** The book of a formatted reference's name (`Genesis`), searched here so that the shared books chunk stays as it is. */
function bookNamed(name: string) {
  for (let number = 1; bookByNumber(number); number++) {
    if (bookByNumber(number)!.name === name) return bookByNumber(number);
  }
  return undefined;
}

/**
 * The interlinear at a hit's word, lit (`?word=`, decision 371). The interlinear follows the KJV's numbering, so
 * a Hebrew verse numbered otherwise (WLC Gen 32:1) opens at its KJV verse (Gen 31:55); the New Testament
 * interlinear shows the text searched (the SBLGNT or the Textus Receptus).
 */
export function interlinearUrl(hit: GrammarHit, version: string, position: number): string {
  // BBCCCVVV by arithmetic: splitVerseKey would add itself to the books chunk every page loads.
  const own = {
    book: Math.floor(hit.id / 1e6),
    chapter: Math.floor(hit.id / 1000) % 1000,
    verse: hit.id % 1000,
  };
  let place = {
    osis: bookByNumber(own.book)?.osis ?? String(own.book),
    chapter: own.chapter,
    verse: own.verse,
  };
  const kjv = hit.kjv?.reference.split(';')[0]?.match(/^(.+?)\s+(\d+):(\d+)/);
  const kjvBook = kjv ? bookNamed(kjv[1]!) : undefined;
  if (kjv && kjvBook) place = { osis: kjvBook.osis, chapter: Number(kjv[2]), verse: Number(kjv[3]) };
  return readerUrl({
    book: place.osis,
    chapter: place.chapter,
    verse: place.verse,
    version: 'kjv',
    strongs: false,
    view: 'interlinear',
    order: 'original',
    ...(version === 'sblgnt' ? { source: 'sblgnt' } : {}),
    word: position,
  });
}
