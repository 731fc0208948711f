import type { ReactNode } from 'react';

/** One column: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes added to this column's cells, fixed or read from the row (a failed payment in red). */
  className?: string | ((row: Row) => string);
  /** The cell names its row for screen readers (a month in a table of totals). */
  rowHeader?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table; a `report` shows it as the table's heading, a `list` only to screen readers. */
  caption?: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /**
   * `list`: a compact log of records on a panel (jobs, emails). `report`: figures under a visible caption with
   * a shaded heading row, scrolling sideways on a phone.
   */
  look?: 'list' | 'report';
  /** Said in a row of its own when there are no rows; without it an empty table shows only its headings. */
  empty?: string;
}

const looks = {
  list: {
    table: 'w-full text-left text-sm',
    caption: 'sr-only',
    head: undefined,
    headRow: 'border-b border-parchment-dark',
    heading: (last: boolean) => (last ? 'py-2' : 'py-2 pr-3'),
    cell: (last: boolean) => (last ? 'py-2' : 'py-2 pr-3'),
    row: 'border-b border-parchment-dark/50 align-top',
  },
  report: {
    table: 'w-full min-w-[36rem] text-sm',
    caption: 'mb-2 text-left font-serif text-xl font-bold text-brand-800',
    head: 'bg-parchment-dark',
    headRow: undefined,
    heading: () => 'px-3 py-2 text-left font-semibold text-ink',
    cell: () => 'px-3 py-2',
    row: 'border-b border-parchment-dark',
  },
} as const;

/** The admin area's table of records: one look per kind of table, so every panel's tables read alike. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  look = 'list',
  empty,
}: DataTableProps<Row>) {
  const style = looks[look];
  const last = columns.length - 1;
  const table = (
    <table className={style.table}>
      {caption ? <caption className={style.caption}>{caption}</caption> : null}
      <thead className={style.head}>
        <tr className={style.headRow}>
          {columns.map((column, index) => (
            <th key={column.header} scope="col" className={style.heading(index === last)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td className={style.cell(true)} colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={rowKey(row)} className={style.row}>
            {columns.map((column, index) => {
              const extra = typeof column.className === 'function' ? column.className(row) : column.className;
              const className = extra ? `${style.cell(index === last)} ${extra}` : style.cell(index === last);
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return look === 'report' ? (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
