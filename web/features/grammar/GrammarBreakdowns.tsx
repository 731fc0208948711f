import type { ReactNode } from 'react';
import type { GrammarResponse } from '../../../core/api/grammar';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { BookUsageTable, cell, numberCell } from './BookUsageTable';

/** From this width the breakdowns start open; a phone starts with their summaries only. */
const OPEN_QUERY = '(min-width: 768px)';

function Breakdown({
  title,
  rows,
  open,
  className = '',
  children,
}: {
  title: string;
  rows: number;
  open: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      open={open || undefined}
      className={`rounded-lg border border-parchment-dark bg-white ${className}`}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
        {title} <span className="ms-2 text-sm font-normal text-muted">({rows.toLocaleString('en')})</span>
      </summary>
      {/* A long table scrolls inside itself; focusable so that the keyboard scrolls it too. */}
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className="max-h-80 overflow-auto border-t border-parchment-dark"
      >
        {children}
      </div>
    </details>
  );
}

/** The three breakdowns of a grammatical answer, by book, by parsed form and by the KJV's English. */
export function GrammarBreakdowns({ data, language }: { data: GrammarResponse; language: 'he' | 'grc' }) {
  const open = useMediaQuery(OPEN_QUERY);
  return (
    <div className="grid gap-3 md:grid-cols-2 md:items-start">
      <Breakdown title="By parsed form" rows={data.byForm.length} open={open} className="md:col-span-2">
        <table className="w-full text-sm text-ink">
          <thead className="bg-parchment-dark">
            <tr>
              <th scope="col" className={cell}>
                Form
              </th>
              <th scope="col" className={cell}>
                Parsing
              </th>
              <th scope="col" className={numberCell}>
                Words
              </th>
            </tr>
          </thead>
          <tbody>
            {data.byForm.map((row) => (
              <tr key={`${row.form} ${row.code}`} className="border-t border-parchment-dark">
                <th
                  scope="row"
                  lang={language}
                  dir={language === 'he' ? 'rtl' : 'ltr'}
                  className={`${cell} font-normal ${language === 'he' ? 'font-hebrew text-lg' : 'font-serif text-base'}`}
                >
                  {row.form}
                </th>
                <td className={cell}>
                  {row.parsing} <span className="text-muted">({row.code})</span>
                </td>
                <td className={numberCell}>×{row.count.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Breakdown>
      <Breakdown title="By book" rows={data.byBook.length} open={open}>
        <BookUsageTable rows={data.byBook} className="w-full text-sm text-ink" />
      </Breakdown>
      <Breakdown title="By KJV rendering" rows={data.byRendering.length} open={open}>
        {data.byRendering.length ? (
          <table className="w-full text-sm text-ink">
            <thead className="bg-parchment-dark">
              <tr>
                <th scope="col" className={cell}>
                  KJV English
                </th>
                <th scope="col" className={numberCell}>
                  Words
                </th>
              </tr>
            </thead>
            <tbody>
              {data.byRendering.map((row) => (
                <tr key={row.rendering} className="border-t border-parchment-dark">
                  <th scope="row" lang="en" className={`${cell} font-normal`}>
                    {row.rendering}
                  </th>
                  <td className={numberCell}>×{row.count.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="p-3 text-sm text-muted">No KJV alignment for these words.</p>
        )}
      </Breakdown>
    </div>
  );
}
