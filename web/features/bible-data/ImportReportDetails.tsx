import type { ImportReport } from '../../../core/api/bible-data';

const LISTS = [
  { key: 'missingVerses', label: 'Missing verses' },
  { key: 'extraVerses', label: 'Extra verses' },
  { key: 'emptyVerses', label: 'Empty verses' },
  { key: 'unknownStrongs', label: "Unknown Strong's numbers" },
] as const;

/** The validation report of a finished import, folded away until asked for. */
export function ImportReportDetails({ report }: { report: ImportReport }) {
  const problems = LISTS.reduce((sum, list) => sum + report[list.key].length, 0);
  return (
    <details className="mt-3 rounded-md border border-parchment-dark bg-parchment p-3">
      <summary className="cursor-pointer font-medium text-brand-700">
        Validation report: {report.books} books, {report.chapters.toLocaleString('en')} chapters,{' '}
        {report.verses.toLocaleString('en')} verses
        {problems === 0 ? ', no problems found' : ''}
        {report.warnings?.length
          ? `, ${report.warnings.length} ${report.warnings.length === 1 ? 'warning' : 'warnings'}`
          : ''}
      </summary>
      <dl className="mt-3 grid gap-3">
        {LISTS.map((list) => {
          const items = report[list.key];
          return (
            <div key={list.key}>
              <dt className="font-medium text-ink">
                {list.label}: {items.length.toLocaleString('en')}
              </dt>
              <dd className="mt-1 text-sm break-words text-muted">
                {items.length ? items.join(', ') : 'None'}
              </dd>
            </div>
          );
        })}
      </dl>
      {report.warnings?.length ? (
        <div className="mt-3">
          <p className="font-medium text-ink">Warnings: {report.warnings.length.toLocaleString('en')}</p>
          <ul className="mt-1 list-disc pl-5 text-sm break-words text-muted">
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </details>
  );
}
