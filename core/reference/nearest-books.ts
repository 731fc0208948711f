import { BOOKS, type BookInfo } from '../bible/books';
import { boundedEditDistance } from '../text/edit-distance';

/** Book names and abbreviations as typed (lower case, no dots), each with its book. */
const NAMES: readonly { name: string; book: BookInfo }[] = BOOKS.flatMap((book) =>
  [book.name, ...book.abbreviations].map((name) => ({ name: name.toLowerCase(), book })),
);

/**
 * The books whose name or abbreviation is nearest to an unknown book name (`Hezekiah` → Ezekiel), nearest
 * first, then in canonical order; none when no name is within about half the typed letters, and only those
 * within one edit of the nearest. A reader who
 * mistyped a book is offered the book meant; 83 books with their abbreviations are a few hundred short words.
 */
export function nearestBooks(typed: string, max = 2): BookInfo[] {
  const text = typed.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  if (!/\p{L}/u.test(text)) return [];
  const allowed = Math.max(2, Math.floor(text.length / 2));
  const best = new Map<BookInfo, { distance: number; shared: number }>();
  for (const { name, book } of NAMES) {
    // Short abbreviations (`ex`, `ge`) are near everything short: compare names of a like length only.
    if (name.length < 3 && text.length > name.length + 1) continue;
    const distance = boundedEditDistance(text, name, allowed);
    if (distance > allowed) continue;
    const shared = sharedPairs(text, name);
    const known = best.get(book);
    if (!known || distance < known.distance || (distance === known.distance && shared > known.shared)) {
      best.set(book, { distance, shared });
    }
  }
  // Equally far names: the one sharing more letter pairs in order first (`Hezekiah` → Ezekiel, not Nehemiah).
  // A second book far behind the first (`Revalation`: Revelation 1, Galatians 5) is no help.
  const ranked = [...best].sort(
    ([a, x], [b, y]) => x.distance - y.distance || y.shared - x.shared || a.number - b.number,
  );
  const nearest = ranked[0]?.[1].distance ?? 0;
  return ranked
    .filter(([, found]) => found.distance <= nearest + 1)
    .slice(0, max)
    .map(([book]) => book);
}

/** The Dice coefficient of two words' letter pairs: 1 for the same pairs, 0 for none in common. */
function sharedPairs(a: string, b: string): number {
  const pairs = (word: string) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2));
  const first = pairs(a);
  const second = pairs(b);
  if (!first.length || !second.length) return 0;
  const left = [...second];
  let common = 0;
  for (const pair of first) {
    const at = left.indexOf(pair);
    if (at >= 0) {
      common++;
      left.splice(at, 1);
    }
  }
  return (2 * common) / (first.length + second.length);
}
