import type { ResultGroup } from './searchApi';
import { ResultsVerseList, type ResultsSelection } from './ResultsVerseList';

export function resultCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'result' : 'results'}`;
}

/** Every installed version's page of results, each in its own section with its count. */
export function ResultsGroups({
  groups,
  strongs,
  selection,
}: {
  groups: ResultGroup[];
  strongs: boolean;
  /** Each section's part of the selection of verses, by its index. */
  selection?: (index: number) => ResultsSelection;
}) {
  return (
    <div className="grid gap-8">
      {groups.map((group, index) => {
        const headingId = `version-${group.version}`;
        return (
          <section key={group.version} aria-labelledby={headingId}>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 border-b border-parchment-dark pb-2">
              <h2 id={headingId} className="font-serif text-xl font-bold text-brand-800">
                {group.versionName}
              </h2>
              <p className="text-sm font-medium text-muted">{resultCount(group.totalResults)}</p>
            </div>
            {group.results.length ? (
              <ResultsVerseList
                group={group}
                strongs={strongs}
                headingLevel={3}
                selection={selection?.(index)}
              />
            ) : (
              <p className="text-muted">
                {group.totalResults ? 'No more results in this version.' : 'No results in this version.'}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
