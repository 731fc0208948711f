import { useEffect, useRef, type CSSProperties, type HTMLAttributes, type RefObject } from 'react';
import { Link } from '../../app/routing';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { scriptAttributes } from '../search/verseSegments';
import type { VerseSegment } from '../search/searchTypes';
import type { VerseMarksView } from '../study/chapterMarks';
import { VerseMarkIconsOnDemand } from '../study/marksOnDemand';
import { VerseText, type WordPicking } from '../verse/VerseText';
import { sharesNumber, type ComparisonCell } from './parallelText';

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
  /** The reader's marks on the verse: tinted as in the reader, with their icons and spoken words (decision 369). */
  marks?: VerseMarksView;
}

interface ParallelColumnsProps {
  left: ColumnVersion;
  right: ColumnVersion;
  rows: PairRow[];
  messages: { notAvailable: string; unavailable: string; loading: string };
  picked: readonly string[];
  onPick: (numbers: string[]) => void;
  strongs: boolean;
  /** Rows a click selects for the verse bar (issue 37): the selection's handlers and its run of row indexes. */
  selection?: RowSelection;
}

export interface RowSelection {
  handlers: (index: number) => HTMLAttributes<HTMLElement> & { 'data-verse': number };
  from: number | undefined;
  to: number | undefined;
  isSelectable: (index: number) => boolean;
}

/** What a row's list item carries to be selected: the handlers (one tab stop, on the left) and its state. */
function selectable(
  selection: RowSelection | undefined,
  index: number,
  tabStop: boolean,
): HTMLAttributes<HTMLElement> & { 'data-selected'?: string } {
  if (!selection?.isSelectable(index)) return {};
  const chosen = selection.from !== undefined && index >= selection.from && index <= selection.to!;
  const handlers = selection.handlers(index);
  return {
    ...handlers,
    ...(tabStop ? {} : { tabIndex: -1 }),
    'data-selected': chosen ? 'true' : undefined,
    className: `cursor-pointer ${chosen ? 'ring-2 ring-brand-600' : ''}`,
  };
}

/** From this width the versions stand in two columns; below it each verse is stacked (decision 231). */
export const COLUMNS_QUERY = '(min-width: 768px)';

/**
 * The two columns share the rows of one grid (CSS subgrid, decision 261): a verse and its pair start at the
 * same height whatever their lengths, and the page scrolls both, with no scroller of their own.
 */
const columnClass = 'row-span-full grid grid-rows-subgrid min-w-0';
const columnBoxClass =
  'row-[2/-1] grid grid-rows-subgrid rounded-lg border border-parchment-dark bg-white px-3 py-1 shadow-sm sm:px-4';

/**
 * Brings the verse in focus into view once the texts have arrived: its pair near the top of the window when
 * side by side, into the middle of the window when the verses are stacked.
 */
function useFocusedPairInView(
  container: RefObject<HTMLElement | null>,
  focusIndex: number,
  settled: boolean,
  columns: boolean,
) {
  useEffect(() => {
    const root = container.current;
    if (!root || focusIndex < 0) return;
    const timer = setTimeout(() => {
      const pair = root.querySelector<HTMLElement>(`[data-pair="${focusIndex}"]`);
      pair?.scrollIntoView({ block: columns ? 'start' : 'center', behavior: 'instant' });
    }, 50);
    return () => clearTimeout(timer);
  }, [container, focusIndex, settled, columns]);
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
  selection,
}: ParallelColumnsProps) {
  const columns = useMediaQuery(COLUMNS_QUERY);
  const containerRef = useRef<HTMLDivElement>(null);
  const settled = rows.every((row) => row.right.state !== 'loading');
  useFocusedPairInView(
    containerRef,
    rows.findIndex((row) => row.focus),
    settled,
    columns,
  );
  const leftScript = scriptAttributes(left.language, left.direction);
  const rightScript = scriptAttributes(right.language, right.direction);
  const pick: WordPicking = { isPicked: (numbers) => sharesNumber(numbers, picked), onPick };
  const numbers = strongs ? 'raised' : 'none';

  // The marks' icons and words go with the first heading of a row only, so a screen reader hears them once.
  const heading = (row: PairRow, withMarks = true) => (
    <h3 className="font-sans text-sm font-semibold">
      {row.href ? (
        <Link to={row.href} className="text-brand-700 underline-offset-2 hover:underline">
          {row.reference}
        </Link>
      ) : (
        <span className="text-brand-700">{row.reference}</span>
      )}
      {withMarks && row.marks ? <VerseMarkIconsOnDemand marks={row.marks} /> : null}
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
          {rows.map((row, index) => {
            const { className: selectClass = '', ...select } = selectable(selection, index, true);
            return (
              <li
                key={`${row.reference}-${index}`}
                data-pair={index}
                aria-current={row.focus ? 'true' : undefined}
                {...select}
                data-mark-color={row.marks?.color}
                className={`min-w-0 scroll-mt-4 rounded-lg border border-parchment-dark p-3 break-words shadow-sm ${
                  row.marks?.color ? `mark-${row.marks.color}` : 'bg-white'
                } ${row.focus ? 'ring-2 ring-gold-500' : ''} ${selectClass}`}
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
            );
          })}
        </ol>
      </div>
    );
  }

  // A row for the names, then one per verse.
  const grid: CSSProperties = { gridTemplateRows: `auto repeat(${rows.length}, auto)` };
  return (
    <div ref={containerRef} style={grid} className="grid grid-cols-2 gap-x-4">
      {[
        { version: left, script: leftScript, side: 'left' as const },
        { version: right, script: rightScript, side: 'right' as const },
      ].map(({ version, script, side }) => (
        <div key={side} className={columnClass}>
          <h2 className="mb-2 truncate font-sans text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {version.name}
          </h2>
          <div
            role="region"
            aria-label={`${version.name} column`}
            data-column={side}
            className={columnBoxClass}
          >
            <ol className="row-span-full grid grid-rows-subgrid">
              {rows.map((row, index) => {
                const { className: selectClass = '', ...select } = selectable(
                  selection,
                  index,
                  side === 'left',
                );
                return (
                  <li
                    key={`${row.reference}-${index}`}
                    data-pair={index}
                    aria-current={row.focus ? 'true' : undefined}
                    {...select}
                    data-mark-color={row.marks?.color}
                    className={`scroll-mt-4 border-b border-parchment-dark px-1 py-3 last:border-b-0 ${row.focus ? 'rounded-md bg-gold-300/40' : ''} ${row.marks?.color ? `mark-${row.marks.color}` : ''} ${selectClass}`}
                  >
                    {heading(row, side === 'left')}
                    <p lang={script.lang} dir={script.dir} className={`mt-1 text-ink ${script.className}`}>
                      {side === 'left' ? (
                        <VerseText segments={row.left} numbers={numbers} pick={pick} />
                      ) : (
                        rightText(row.right)
                      )}
                    </p>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ))}
    </div>
  );
}
