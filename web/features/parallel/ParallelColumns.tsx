import { useRef } from 'react';
import { Link } from 'react-router';
import { scriptAttributes } from '../search/verseSegments';
import type { VerseSegment } from '../search/searchTypes';
import { VerseText, type WordPicking } from '../verse/VerseText';
import { sharesNumber, type ComparisonCell } from './parallelText';
import { useSyncedScroll } from './useSyncedScroll';

export interface ColumnVersion {
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
}

export interface PairRow {
  reference: string;
  href?: string;
  left: VerseSegment[];
  right: ComparisonCell;
  focus?: boolean;
}

interface ParallelColumnsProps {
  left: ColumnVersion;
  right: ColumnVersion;
  rows: PairRow[];
  messages: { notAvailable: string; unavailable: string; loading: string };
  picked: readonly string[];
  onPick: (numbers: string[]) => void;
  strongs: boolean;
}

const columnClass =
  'relative max-h-[70vh] min-h-40 overflow-y-auto rounded-lg border border-parchment-dark bg-white p-3 shadow-sm sm:p-4';

/** The two scrolling columns, verse by verse, scrolled together. */
export function ParallelColumns({
  left,
  right,
  rows,
  messages,
  picked,
  onPick,
  strongs,
}: ParallelColumnsProps) {
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  useSyncedScroll(leftRef, rightRef);
  const leftScript = scriptAttributes(left.language, left.direction);
  const rightScript = scriptAttributes(right.language, right.direction);
  const pick: WordPicking = { isPicked: (numbers) => sharesNumber(numbers, picked), onPick };
  const numbers = strongs ? 'raised' : 'none';

  const heading = (row: PairRow) => (
    <h3 className="font-sans text-sm font-semibold">
      {row.href ? (
        <Link to={row.href} className="text-brand-700 underline-offset-2 hover:underline">
          {row.reference}
        </Link>
      ) : (
        <span className="text-brand-700">{row.reference}</span>
      )}
    </h3>
  );

  const rightText = (cell: ComparisonCell) => {
    if (cell.state === 'found') {
      return <VerseText segments={cell.segments} numbers={numbers} pick={pick} />;
    }
    const text =
      cell.state === 'missing'
        ? messages.notAvailable
        : cell.state === 'unavailable'
          ? messages.unavailable
          : messages.loading;
    return (
      <span lang="en" dir="ltr" className="font-sans text-base text-muted italic">
        {text}
      </span>
    );
  };

  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-4">
      {[
        { ref: leftRef, version: left, script: leftScript, side: 'left' as const },
        { ref: rightRef, version: right, script: rightScript, side: 'right' as const },
      ].map(({ ref, version, script, side }) => (
        <div key={side} className="min-w-0">
          <h2 className="mb-2 truncate font-sans text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {version.name}
          </h2>
          <div
            ref={ref}
            role="region"
            aria-label={`${version.name} column`}
            tabIndex={0}
            data-column={side}
            className={columnClass}
          >
            <ol className="grid gap-3">
              {rows.map((row, index) => (
                <li
                  key={`${row.reference}-${index}`}
                  data-pair={index}
                  className={`rounded-md border-b border-parchment-dark px-1 pb-3 last:border-b-0 ${row.focus ? 'bg-gold-300/40' : ''}`}
                >
                  {heading(row)}
                  <p lang={script.lang} dir={script.dir} className={`mt-1 text-ink ${script.className}`}>
                    {side === 'left' ? (
                      <VerseText segments={row.left} numbers={numbers} pick={pick} />
                    ) : (
                      rightText(row.right)
                    )}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      ))}
    </div>
  );
}
