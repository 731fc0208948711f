import type { VerseSegment } from '../../../core/api/common';
import { readerUrl, verseShareUrl, type ReaderState } from '../reader/readerUrl';
import { VerseBar } from './VerseBar';

// One module for both bars, so the pages that load them carry one list of the bar's files.
export { VerseBar };

/** A verse shown outside the reader's chapter text (the parallel view, a search's results) that can be selected. */
export interface SelectableVerse {
  /** OSIS id of the book. */
  book: string;
  chapter: number;
  verse: number;
  /** `Genesis 1:3`, in the version's numbering. */
  reference: string;
  text: string;
  segments: readonly VerseSegment[];
}

export interface SelectedVersesBarProps {
  /** The selected verses, of one chapter, in order. */
  verses: readonly SelectableVerse[];
  version: { code: string; abbreviation: string };
  /** `reader`: Compare opens the reader's parallel view, Study the verse's page in every version (a search's
   * results); `every-version`: Compare opens the verse's page in every version (the parallel view itself). */
  compare: 'reader' | 'every-version';
  onClose: () => void;
}

/**
 * The verse bar over verses selected outside the chapter text: the same actions on the same marks, kept in the
 * numbering of the version shown (issue 37). Loaded with the bar, when a verse is first selected.
 */
export function SelectedVersesBar({ verses, version, compare, onClose }: SelectedVersesBarProps) {
  const first = verses[0]!;
  const state: ReaderState = {
    book: first.book,
    chapter: first.chapter,
    verse: first.verse,
    version: version.code,
    strongs: false,
    view: 'read',
    order: 'original',
  };
  const everyVersion = `/bible/${encodeURIComponent(first.book)}/${first.chapter}/${first.verse}/all`;
  return (
    <VerseBar
      chapter={{
        book: { osis: first.book },
        chapter: first.chapter,
        reference: first.reference.replace(/:\d+$/, ''),
        version,
        verses,
      }}
      from={first.verse}
      to={verses.at(-1)!.verse}
      shareUrl={verseShareUrl(window.location.origin, state, first.verse)}
      compareHref={compare === 'reader' ? readerUrl({ ...state, view: 'parallel' }) : everyVersion}
      studyHref={compare === 'reader' ? everyVersion : undefined}
      onClose={onClose}
    />
  );
}
