import { useMemo, useState, type HTMLAttributes } from 'react';
import { Link } from '../../app/routing';
import { VerseText } from '../verse/VerseText';
import { bookByNumber } from '../../../core/bible/books';
import { verseRefKey } from '../study/chapterMarks';
import { NO_VERSE_MARKS, VerseMarkIconsOnDemand, VerseMarksOnDemand } from '../study/marksOnDemand';
import type { ResultGroup } from './searchApi';
import { bibleVerseUrl, scriptAttributes } from './verseSegments';

interface ResultsVerseListProps {
  group: ResultGroup;
  strongs: boolean;
  /** h2 for a single version, h3 inside a version's section. */
  headingLevel: 2 | 3;
  /** A click on a verse selects it for the verse bar (issue 37). */
  selection?: ResultsSelection;
}

/** A list's part of the results' selection: the verses are numbered from `offset`, `chosen` is selected. */
export interface ResultsSelection {
  handlers: (key: number) => HTMLAttributes<HTMLElement> & { 'data-verse': number };
  offset: number;
  chosen: number | undefined;
}

/**
 * The verses of one version, each headed by its reference (a link to the reader) and set in its script: one
 * ruled list rather than a card per verse, so that a laptop screen shows five or more (decision 239). Strong's
 * numbers are the same pills as on /strongs-results.
 */
export function ResultsVerseList({ group, strongs, headingLevel, selection }: ResultsVerseListProps) {
  const script = scriptAttributes(group.language, group.direction);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The reader's marks on the verses shown, tinted as in the reader (decision 369): one call for the list.
  const [marks, setMarks] = useState(NO_VERSE_MARKS);
  const places = useMemo(
    () =>
      group.results.map((verse) => ({
        book: bookByNumber(verse.book)?.osis ?? String(verse.book),
        chapter: verse.chapter,
        verse: verse.verse,
      })),
    [group.results],
  );
  return (
    <>
      {selection ? <VerseMarksOnDemand verses={places} version={group.version} onChange={setMarks} /> : null}
      <ol
        aria-label={
          selection ? 'Verses found: select one to highlight, bookmark, note, copy or share it' : undefined
        }
        className="divide-y divide-parchment-dark rounded-lg border border-parchment-dark bg-white shadow-sm"
      >
        {group.results.map((verse, index) => {
          const key = (selection?.offset ?? 0) + index;
          const chosen = selection?.chosen === key;
          const place = places[index]!;
          const marked = marks.get(verseRefKey(place.book, place.chapter, place.verse));
          return (
            <li
              key={verse.id}
              {...selection?.handlers(key)}
              data-selected={chosen ? 'true' : undefined}
              data-osis={`${bookByNumber(verse.book)?.osis}.${verse.chapter}.${verse.verse}`}
              data-mark-color={marked?.color}
              className={`px-4 py-2.5 sm:px-5 ${selection ? 'cursor-pointer' : ''} ${marked?.color ? `mark-${marked.color}` : ''} ${chosen ? 'rounded-md ring-2 ring-brand-600' : ''}`}
            >
              <article>
                <Heading className="font-sans text-sm font-semibold">
                  <Link
                    to={bibleVerseUrl(verse.book, verse.chapter, verse.verse, strongs)}
                    className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
                  >
                    {verse.reference}
                  </Link>
                  {marked ? <VerseMarkIconsOnDemand marks={marked} /> : null}
                </Heading>
                <p
                  lang={script.lang}
                  dir={script.dir}
                  className={`mt-0.5 text-ink ${script.className} ${strongs ? 'leading-loose' : ''}`}
                >
                  <VerseText segments={verse.segments} numbers={strongs ? 'chips' : 'none'} />
                </p>
              </article>
            </li>
          );
        })}
      </ol>
    </>
  );
}
