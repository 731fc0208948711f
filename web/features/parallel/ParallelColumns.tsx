import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '../../app/routing';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { scriptAttributes } from '../search/verseSegments';
import type { VerseSegment } from '../search/searchTypes';
import { VerseText, type WordPicking } from '../verse/VerseText';
import { sharesNumber, type ComparisonCell } from './parallelText';
import { useSyncedScroll } from './useSyncedScroll';

export interface ColumnVersion {
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** The short name labelling each verse when the columns are stacked on a phone. */
  abbreviation: string;
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

/** From this width the versions stand in two scrolled columns; below it each verse is stacked (decision 231). */
export const COLUMNS_QUERY = '(min-width: 768px)';

const columnClass =
  'relative max-h-[70vh] min-h-40 overflow-y-auto rounded-lg border border-parchment-dark bg-white p-3 shadow-sm sm:p-4';

/**
 * Brings the verse in focus into view once the texts have arrived: at the top of both columns (and the
 * columns into the window), or into the middle of the window when the verses are stacked.
 */
function useFocusedPairInView(
  container: RefObject<HTMLElement | null>,
  leftColumn: RefObject<HTMLElement | null>,
  focusIndex: number,
  settled: boolean,
  columns: boolean,
) {
  useEffect(() => {
    const root = container.current;
    if (!root || focusIndex < 0) return;
    const timer = setTimeout(() => {
      const column = leftColumn.current;
      const pair = root.querySelector<HTMLElement>(`[data-pair="${focusIndex}"]`);
      if (!pair) return;
      if (columns && column) {
        // The synced scrolling brings the other column to the same pair.
        column.scrollTop = pair.offsetTop;
        root.scrollIntoView({ block: 'start', behavior: 'instant' });
      } else {
        pair.scrollIntoView({ block: 'center', behavior: 'instant' });
      }
    }, 50);
    return () => clearTimeout(timer);
  }, [container, leftColumn, focusIndex, settled, columns]);
}

/** The two versions verse by verse: scrolled together in two columns, or stacked per verse on a phone. */
export function ParallelColumns({
  left,
  right,
  rows,
  messages,
  picked,
  onPick,
  strongs,
}: ParallelColumnsProps) {
  const columns = useMediaQuery(COLUMNS_QUERY);
  const containerRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  useSyncedScroll(leftRef, rightRef, columns);
  const settled = rows.every((row) => row.right.state !== 'loading');
  useFocusedPairInView(
    containerRef,
    leftRef,
    rows.findIndex((row) => row.focus),
    settled,
    columns,
  );
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

  if (!columns) {
    return (
      <div ref={containerRef}>
        <p className="mb-2 font-sans text-sm text-muted">
          <abbr title={left.name} className="font-semibold text-brand-800 no-underline">
            {left.abbreviation}
          </abbr>{' '}
          {left.name} ·{' '}
          <abbr title={right.name} className="font-semibold text-brand-800 no-underline">
            {right.abbreviation}
          </abbr>{' '}
          {right.name}
        </p>
        <ol aria-label="Verses side by side" className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {rows.map((row, index) => (
            <li
              key={`${row.reference}-${index}`}
              data-pair={index}
              aria-current={row.focus ? 'true' : undefined}
              className={`min-w-0 scroll-mt-4 rounded-lg border border-parchment-dark bg-white p-3 break-words shadow-sm ${
                row.focus ? 'ring-2 ring-gold-500' : ''
              }`}
            >
              {heading(row)}
              {[
                {
                  version: left,
                  script: leftScript,
                  body: <VerseText segments={row.left} numbers={numbers} pick={pick} />,
                },
                { version: right, script: rightScript, body: rightText(row.right) },
              ].map(({ version, script, body }, side) => (
                <div
                  key={side}
                  data-column={side ? 'right' : 'left'}
                  className={`mt-2 ${side ? 'border-t border-parchment-dark pt-2' : ''} ${
                    row.focus ? 'rounded bg-gold-300/30' : ''
                  }`}
                >
                  <p className="font-sans text-xs font-semibold tracking-wide text-brand-800 uppercase">
                    {version.abbreviation}
                  </p>
                  <p lang={script.lang} dir={script.dir} className={`text-ink ${script.className}`}>
                    {body}
                  </p>
                </div>
              ))}
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <div ref={containerRef} className="grid scroll-mt-4 grid-cols-2 gap-4">
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
                  aria-current={row.focus ? 'true' : undefined}
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
