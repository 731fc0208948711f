import type { GrammarResponse } from '../../../core/api/grammar';

export const cell = 'px-3 py-1.5 text-start align-top';
export const numberCell = 'px-3 py-1.5 text-end tabular-nums';

/** A grammatical answer's usage by book: verses and words matched in each, as the results and the entry show it. */
export function BookUsageTable({ rows, className }: { rows: GrammarResponse['byBook']; className: string }) {
  return (
    <table className={className}>
      <thead className="bg-parchment-dark">
        <tr>
          <th scope="col" className={cell}>
            Book
          </th>
          <th scope="col" className={numberCell}>
            Verses
          </th>
          <th scope="col" className={numberCell}>
            Words
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.book} className="border-t border-parchment-dark">
            <th scope="row" className={`${cell} font-normal`}>
              {row.name}
            </th>
            <td className={numberCell}>{row.verses.toLocaleString('en')}</td>
            <td className={numberCell}>{row.words.toLocaleString('en')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
