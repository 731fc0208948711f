import { ApiError } from '../../api/client';
import { Spinner } from '../../ui/Spinner';
import { useVersions } from '../search/useVersions';
import { BookUsageTable, cell, numberCell } from './BookUsageTable';
import { GrammarChart } from './GrammarChart';
import { useGrammar } from './grammarApi';
import { grammarSummary } from './grammarSummary';

const panelClass = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';

/**
 * A concordance entry's grammar (issue 39, decision 372): how often each tense, voice and mood (Greek) or stem
 * and conjugation (Hebrew) occurs among its words, as bars and as a table, and its usage by book, from the
 * grammatical concordance's answer to `lemma:G25`. Loaded on first use; nothing is shown when no parsed text
 * has the number.
 */
export default function EntryGrammar({ number }: { number: string }) {
  // Asked only of a parsed text the site has installed: on a site without one there is nothing to count, and a
  // call answering 400 would still be a failed request in the reader's console.
  const installed = useVersions()
    .data?.filter((version) => version.installed)
    .map((version) => version.code);
  const text = (number.startsWith('H') ? ['wlc'] : ['sblgnt', 'tr']).find((code) =>
    installed?.includes(code),
  );
  const grammar = useGrammar(text ? `lemma:${number}` : '', text, 1, 1);
  if (!text) return null;
  if (grammar.isPending) return <Spinner label="Counting the grammar…" />;
  if (grammar.isError) {
    // A text without grammar installed, or a number no parsed text knows: the entry stands without it.
    if (grammar.error instanceof ApiError && grammar.error.status === 400) return null;
    return (
      <p className="text-sm text-muted">
        The grammar of {number} could not be counted: {grammar.error.message}
      </p>
    );
  }
  const data = grammar.data;
  if (data.words === 0) return null;
  const { fields, counted } = grammarSummary(data);
  return (
    <section aria-labelledby="entry-grammar" className={panelClass}>
      <h2 id="entry-grammar" className="font-serif text-xl font-bold text-brand-800">
        Grammar
      </h2>
      <p className="mt-1 text-sm text-muted">
        {data.words.toLocaleString('en')} {data.words === 1 ? 'word' : 'words'} in{' '}
        {data.verses.toLocaleString('en')} {data.verses === 1 ? 'verse' : 'verses'} of {data.versionName}
        {counted < data.words ? `; the forms charted hold ${counted.toLocaleString('en')} of them` : ''}.{' '}
        {data.counted}
      </p>
      {fields.map((field) => (
        <figure
          key={field.name}
          className="mt-4 grid gap-2 sm:grid-cols-2 sm:items-start sm:gap-x-6"
          aria-labelledby={`grammar-${field.name}`}
        >
          <figcaption id={`grammar-${field.name}`} className="font-semibold text-ink sm:col-span-2">
            {field.name}
          </figcaption>
          <GrammarChart field={field} />
          <table className="w-full max-w-xl text-sm text-ink">
            <caption className="sr-only">
              {field.name} of {number}: words of each value
            </caption>
            <thead className="bg-parchment-dark">
              <tr>
                <th scope="col" className={cell}>
                  {field.name}
                </th>
                <th scope="col" className={numberCell}>
                  Words
                </th>
              </tr>
            </thead>
            <tbody>
              {field.rows.map((row) => (
                <tr key={row.value} className="border-t border-parchment-dark">
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.value}
                  </th>
                  <td className={numberCell}>{row.count.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ))}
      <h3 className="mt-5 font-semibold text-ink">Usage by book</h3>
      <BookUsageTable rows={data.byBook} className="mt-2 w-full max-w-xl text-sm text-ink" />
    </section>
  );
}
