import { ExternalLink } from 'lucide-react';
import { ApiError } from '../../api/client';
import { useStaticDefinition } from './concordanceApi';
import type { WordRow } from './analysis';

function ShortDefinition({ number }: { number: string }) {
  const definition = useStaticDefinition(number);
  if (definition.isPending) return <span className="text-muted">Loading…</span>;
  if (definition.isError) {
    return (
      <span className="text-muted">
        {definition.error instanceof ApiError && definition.error.status === 404
          ? `Definition not found for ${number}. This may be a pre-generated static file that hasn't been created yet.`
          : definition.error.message}
      </span>
    );
  }
  return <span className="line-clamp-2">{definition.data.definition}</span>;
}

interface WordTableProps {
  rows: WordRow[];
  selected: string | undefined;
  onSelect: (number: string) => void;
}

/** Word / Strong's number / definition; choosing a number loads its definition, the icon opens its entry. */
export function WordTable({ rows, selected, onSelect }: WordTableProps) {
  if (rows.length === 0) return <p className="text-muted">This verse has no Strong&apos;s numbers.</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Words of the verse with their Strong&apos;s numbers</caption>
      <thead>
        <tr className="border-b border-gray-300">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Word
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Strong&apos;s
          </th>
          <th scope="col" className="py-2 font-semibold">
            Definition
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.position}:${row.strongs}`}
            className={`border-b border-parchment-dark align-top ${selected === row.strongs ? 'bg-brand-50' : ''}`}
          >
            <td className="py-2 pr-2">{row.word}</td>
            <td className="py-2 pr-2 whitespace-nowrap">
              <button
                type="button"
                onClick={() => onSelect(row.strongs)}
                aria-pressed={selected === row.strongs}
                className="font-mono font-semibold text-brand-700 underline underline-offset-2"
              >
                {row.strongs}
              </button>
              <a
                href={`/concordance/${row.strongs}`}
                target="_blank"
                rel="noopener"
                className="ml-1 inline-flex align-middle text-brand-700"
                aria-label={`Open ${row.strongs} in a new tab`}
              >
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </td>
            <td className="py-2">
              <ShortDefinition number={row.strongs} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
