import { AlertTriangle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { verseRefKey } from '../study/chapterMarks';
import { NO_VERSE_MARKS, VerseMarksOnDemand } from '../study/marksOnDemand';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { VerseSegment } from '../search/searchTypes';
import { useVersions } from '../search/useVersions';
import { useSpecialEdition } from '../site/useSite';
import { ComparisonPicker } from './ComparisonPicker';
import { useVerseSelection } from '../study/useVerseSelection';
import { SelectedVersesBarOnDemand } from '../study/VerseBarOnDemand';
import { ParallelColumns, type PairRow } from './ParallelColumns';
import { useBatchLookup } from './parallelApi';
import { textCodeOf } from '../../../core/bible/version-catalogue';
import {
  carryMatches,
  comparisonCells,
  defaultComparison,
  hasNumbers,
  parallelMessages,
} from './parallelText';

export interface ParallelVersion {
  code: string;
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** The short name a phone's stacked verses are labelled with (KJV); the code in capitals without it. */
  abbreviation?: string;
}

export interface ParallelVerse {
  /** The reference as the searched version numbers it ("Genesis 32:1"). */
  reference: string;
  segments: VerseSegment[];
  /** Where the reference links to (the reader). */
  href?: string;
  /** Where the verse is and its plain text: with it, a click on the verse selects it for the verse bar. */
  place?: { book: string; chapter: number; verse: number; text: string };
}

export interface ParallelViewProps {
  /** The verses of the searched version, in order. */
  verses: ParallelVerse[];
  version: ParallelVersion;
  /** Show raised Strong's numbers that open the popup. */
  strongs?: boolean;
  /** The compared version when the special edition is not installed (controlled by the host's URL). */
  compare?: string;
  onCompareChange?: (code: string) => void;
  /** A reference to light up (the reader's verse in focus). */
  focusReference?: string;
  /** Selecting verses (those with a `place`): runs of one chapter's verses, or one verse of a search's results. */
  selecting?: 'chapter' | 'results';
}

/**
 * Two columns: the searched version and the special edition (or, until it is installed, a version the
 * reader chooses), paired by reference across numberings, scrolled together; clicking a word with a Strong's
 * number lights the same number up in both columns.
 */
export function ParallelView({
  verses,
  version,
  strongs = false,
  compare,
  onCompareChange,
  focusReference,
  selecting,
}: ParallelViewProps) {
  const { code: special, isSuccess: siteLoaded } = useSpecialEdition();
  const versions = useVersions();
  const [localCompare, setLocalCompare] = useState<string | undefined>();
  const [picked, setPicked] = useState<string[]>([]);

  const installed = useMemo(() => (versions.data ?? []).filter((item) => item.installed), [versions.data]);
  const specialInstalled = installed.some((item) => item.code === special);
  const chosen = defaultComparison(versions.data ?? [], version, textCodeOf, compare ?? localCompare);
  const comparison = specialInstalled ? undefined : chosen;
  const ready = versions.isSuccess && siteLoaded && (specialInstalled || Boolean(comparison));

  const references = useMemo(() => verses.map((verse) => verse.reference), [verses]);
  const needLeftNumbers = !verses.some((verse) => hasNumbers(verse.segments));
  const leftLookup = useBatchLookup({
    references,
    version: version.code,
    from: version.code,
    enabled:
      needLeftNumbers && versions.data?.find((item) => item.code === version.code)?.hasStrongs === true,
  });
  const right = useBatchLookup({ references, version: comparison, from: version.code, enabled: ready });

  const rightVersion = right.data?.version;
  const label = rightVersion?.abbreviation ?? (comparison ?? special)?.toUpperCase() ?? 'parallel';
  const messages = parallelMessages(label);
  const failed = right.isError;
  const cells = comparisonCells(verses.length, right.data, failed);
  // The reader's marks on the verses that have a place, tinted as in the reader (decision 369): one call.
  const [marks, setMarks] = useState(NO_VERSE_MARKS);
  const places = useMemo(() => verses.flatMap((verse) => (verse.place ? [verse.place] : [])), [verses]);
  const rows: PairRow[] = verses.map((verse, index) => ({
    reference: verse.reference,
    href: verse.href,
    left: carryMatches(leftLookup.data?.references[index]?.segments ?? verse.segments, verse.segments),
    right: cells[index]!,
    focus: verse.reference === focusReference,
    marks: verse.place
      ? marks.get(verseRefKey(verse.place.book, verse.place.chapter, verse.place.verse))
      : undefined,
  }));

  // Issue 37: a click on a verse selects it (its index in the list) and the verse bar acts on it.
  const indexes = useMemo(
    () => (selecting ? verses.flatMap((verse, index) => (verse.place ? [index] : [])) : []),
    [verses, selecting],
  );
  const { range, handlers, clear } = useVerseSelection(indexes, { ranges: selecting === 'chapter' });
  const selected = range
    ? verses
        .slice(range.from, range.to + 1)
        .flatMap((verse) =>
          verse.place ? [{ ...verse.place, reference: verse.reference, segments: verse.segments }] : [],
        )
    : [];

  const choose = (code: string) => {
    setLocalCompare(code);
    onCompareChange?.(code);
  };

  return (
    <section aria-label="Parallel view" className="mt-4 sm:mt-6">
      {selecting ? <VerseMarksOnDemand verses={places} version={version.code} onChange={setMarks} /> : null}
      {versions.isSuccess && special && !specialInstalled ? (
        <ComparisonPicker
          value={comparison ?? ''}
          options={installed.map((item) => ({ value: item.code, label: item.name }))}
          onValueChange={choose}
        />
      ) : null}
      {failed ? (
        <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-danger-600/40 bg-white p-4">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
          <div>
            <p className="font-semibold text-danger-600">{messages.failedTitle}</p>
            <p className="mt-1 text-ink">{messages.failedDescription}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void right.refetch()}>
              Try Again
            </Button>
          </div>
        </div>
      ) : null}
      {!versions.isSuccess && !versions.isError ? <Spinner label="Loading the versions…" /> : null}
      {verses.length ? (
        <ParallelColumns
          left={{ ...version, abbreviation: version.abbreviation ?? version.code.toUpperCase() }}
          right={{
            abbreviation: label,
            name:
              rightVersion?.name ??
              versions.data?.find((item) => item.code === (comparison ?? special))?.name ??
              label,
            language: rightVersion?.language ?? 'en',
            direction: rightVersion?.direction ?? 'ltr',
          }}
          rows={rows}
          messages={messages}
          picked={picked}
          onPick={setPicked}
          strongs={strongs}
          selection={
            selecting
              ? {
                  handlers,
                  from: range?.from,
                  to: range?.to,
                  isSelectable: (index) => !!verses[index]?.place,
                }
              : undefined
          }
        />
      ) : null}
      {selecting ? (
        <p role="status" className="sr-only">
          {selected.length
            ? `${selected[0]!.reference}${selected.length > 1 ? `-${selected.at(-1)!.verse}` : ''} selected.`
            : ''}
        </p>
      ) : null}
      {selected.length ? (
        <>
          {/* Room under the last verse, so that the bar fixed to the bottom never hides it. */}
          <div aria-hidden="true" className="h-40" />
          <SelectedVersesBarOnDemand
            verses={selected}
            version={{ code: version.code, abbreviation: version.abbreviation ?? version.code.toUpperCase() }}
            compare={selecting === 'chapter' ? 'every-version' : 'reader'}
            onClose={clear}
          />
        </>
      ) : null}
      {picked.length ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Showing {picked.join(', ')} in both columns.{' '}
          <button
            type="button"
            onClick={() => setPicked([])}
            className="font-medium text-brand-700 underline"
          >
            Clear
          </button>
        </p>
      ) : null}
    </section>
  );
}
