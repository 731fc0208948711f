import { LAST_BOOK_NUMBER } from '../../core/bible/books';
import { ChapterOutline } from '../../core/bible/chapter-outline';
import type { LoadedVersion } from '../bible-index/loaded-version';

const ALL_BOOKS = { start: 1_000_000, end: LAST_BOOK_NUMBER * 1_000_000 + 999_999 };
const outlines = new WeakMap<LoadedVersion, ChapterOutline>();

/** The outline of a loaded version, built once per loaded edition from its in-memory keys. */
export function outlineOf(loaded: LoadedVersion): ChapterOutline {
  let outline = outlines.get(loaded);
  if (!outline) {
    const page = loaded.index.search({ kind: 'reference', ranges: [ALL_BOOKS] }, { limit: 1_000_000 });
    outline = new ChapterOutline(page.results.map((hit) => hit.key));
    outlines.set(loaded, outline);
  }
  return outline;
}
