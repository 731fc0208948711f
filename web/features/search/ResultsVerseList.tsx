import { Link } from 'react-router';
import { VerseText } from '../verse/VerseText';
import type { ResultGroup } from './searchApi';
import { bibleVerseUrl, scriptAttributes } from './verseSegments';

interface ResultsVerseListProps {
  group: ResultGroup;
  strongs: boolean;
  /** h2 for a single version, h3 inside a version's section. */
  headingLevel: 2 | 3;
}

/** The verses of one version, each headed by its reference (a link to the reader) and set in its script. */
export function ResultsVerseList({ group, strongs, headingLevel }: ResultsVerseListProps) {
  const script = scriptAttributes(group.language, group.direction);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="grid gap-3">
      {group.results.map((verse) => (
        <li key={verse.id} className="rounded-lg border border-parchment-dark bg-white p-4 shadow-sm sm:p-5">
          <article>
            <Heading className="font-sans text-base font-semibold">
              <Link
                to={bibleVerseUrl(verse.book, verse.chapter, verse.verse, strongs)}
                className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
              >
                {verse.reference}
              </Link>
            </Heading>
            <p lang={script.lang} dir={script.dir} className={`mt-1.5 text-ink ${script.className}`}>
              <VerseText segments={verse.segments} numbers="raised" />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
