import { useQuery } from '@tanstack/react-query';
import { devCalls } from '../../core/api/dev.requests';
import { useApi } from '../api/context';
import { DeveloperPage } from '../features/site/DeveloperPage';
import { useBatchLookup } from '../features/parallel/parallelApi';
import { useSpecialEdition } from '../features/site/useSite';
import { Spinner } from '../ui/Spinner';

const REFERENCES = ['Genesis 12:1', 'Genesis 12:2', 'Genesis 12:3'];

const number = (value: number) => value.toLocaleString('en-US');

/** /genesis-test: the special edition's Genesis 12:1-3 and live figures from the database (decision 073). */
export default function GenesisTestPage() {
  const api = useApi();
  const stats = useQuery({ queryKey: ['dev', 'stats'], queryFn: () => api.call(devCalls.stats) });
  const { code } = useSpecialEdition();
  const label = code?.toUpperCase() ?? 'Special edition';
  const verses = useBatchLookup({ references: REFERENCES, from: 'kjv', enabled: stats.isSuccess });
  const found = verses.data?.references.filter((item) => item.found) ?? [];
  const special = stats.data?.versions.find((version) => version.code === code);

  return (
    <DeveloperPage>
      <h1 className="font-serif text-3xl font-bold text-brand-800">{label} Genesis Test</h1>
      <section
        aria-labelledby="genesis-12"
        className="mt-6 rounded-xl border border-parchment-dark bg-white p-5"
      >
        <h2 id="genesis-12" className="font-serif text-xl font-bold text-brand-800">
          Genesis 12:1-3
        </h2>
        {stats.isPending || verses.isPending ? (
          <p className="mt-3 text-muted">Loading {label} Genesis 12:1-3...</p>
        ) : null}
        {verses.isError ? <p className="mt-3 text-danger-600">Error: {verses.error.message}</p> : null}
        {verses.data && !found.length ? <p className="mt-3 text-muted">No verses found</p> : null}
        {found.length ? (
          <ol className="mt-3 grid gap-2 font-serif text-lg">
            {found.map((item) => (
              <li key={item.reference}>
                <span className="me-2 font-sans text-sm font-semibold text-brand-700">{item.reference}</span>
                {item.text}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <section
        aria-labelledby="database"
        className="mt-6 rounded-xl border border-parchment-dark bg-white p-5"
      >
        <h2 id="database" className="font-serif text-xl font-bold text-brand-800">
          Database
        </h2>
        {stats.isPending ? <Spinner label="Counting…" /> : null}
        {stats.isError ? <p className="mt-3 text-danger-600">Error: {stats.error.message}</p> : null}
        {stats.data ? (
          <>
            <p className="mt-3 text-lg">
              {special
                ? `${label}: ${number(special.verses)} verses, ${number(special.books)} books, ${number(special.chapters)} chapters`
                : `${label} is not installed.`}
            </p>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Installed versions</caption>
              <thead>
                <tr className="border-b border-parchment-dark">
                  <th scope="col" className="py-2">
                    Version
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Verses
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Books
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Chapters
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Strong&rsquo;s
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.data.versions.map((version) => (
                  <tr key={version.code} className="border-b border-parchment-dark last:border-0">
                    <th scope="row" className="py-2 font-medium">
                      {version.name}
                    </th>
                    <td className="py-2 text-right">{number(version.verses)}</td>
                    <td className="py-2 text-right">{number(version.books)}</td>
                    <td className="py-2 text-right">{number(version.chapters)}</td>
                    <td className="py-2 text-right">{version.hasStrongs ? 'yes' : 'no'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-sm text-muted">
              {number(stats.data.totalVerses)} verses in all; {number(stats.data.lexiconEntries)} dictionary
              entries; {number(stats.data.verseMapRows)} verse-map rows.
            </p>
          </>
        ) : null}
      </section>
    </DeveloperPage>
  );
}
