import { useMemo } from 'react';
import { bookByNumber } from '../../../core/bible/books';
import { useVerseSelection } from '../study/useVerseSelection';
import { SelectedVersesBarOnDemand } from '../study/VerseBarOnDemand';
import { ResultsGroups } from './ResultsGroups';
import type { ResultGroup } from './searchApi';
import { ResultsVerseList, type ResultsSelection } from './ResultsVerseList';

interface SelectableResultsProps {
  groups: ResultGroup[];
  strongs: boolean;
}

/**
 * A search's verses, one version's list or every version's sections, where a click on a verse selects it and
 * the verse bar acts on it (issue 37): one verse at a time, since results come from many chapters. The verses
 * are numbered in the order shown, across the sections, so one bar serves them all.
 */
export function SelectableResults({ groups, strongs }: SelectableResultsProps) {
  const { offsets, keys } = useMemo(() => {
    const starts: number[] = [];
    let count = 0;
    for (const group of groups) {
      starts.push(count);
      count += group.results.length;
    }
    return { offsets: starts, keys: Array.from({ length: count }, (_, index) => index) };
  }, [groups]);
  const { range, handlers, clear } = useVerseSelection(keys, { ranges: false });
  const chosen = range?.from;
  const groupIndex = chosen === undefined ? -1 : offsets.findLastIndex((start) => start <= chosen);
  const group = groups[groupIndex];
  const verse = group ? group.results[chosen! - offsets[groupIndex]!] : undefined;
  const selection = (index: number): ResultsSelection => ({ handlers, offset: offsets[index]!, chosen });

  return (
    <>
      <p role="status" className="sr-only">
        {verse ? `${verse.reference} selected.` : ''}
      </p>
      {groups.length > 1 ? (
        <ResultsGroups groups={groups} strongs={strongs} selection={selection} />
      ) : (
        <ResultsVerseList group={groups[0]!} strongs={strongs} headingLevel={2} selection={selection(0)} />
      )}
      {group && verse ? (
        <>
          {/* Room under the last verse, so that the bar fixed to the bottom never hides it. */}
          <div aria-hidden="true" className="h-40" />
          <SelectedVersesBarOnDemand
            verses={[
              {
                book: bookByNumber(verse.book)?.osis ?? String(verse.book),
                chapter: verse.chapter,
                verse: verse.verse,
                reference: verse.reference,
                text: verse.segments.map((segment) => segment.text).join(''),
                segments: verse.segments,
              },
            ]}
            version={{ code: group.version, abbreviation: group.version.toUpperCase() }}
            compare="reader"
            onClose={clear}
          />
        </>
      ) : null}
    </>
  );
}
