import { Link } from '../../app/routing';
import { HEBREW_VERBS } from '../../../content/hebrew/verbs';
import { ApiError } from '../../api/client';
import { Spinner } from '../../ui/Spinner';
import { HebrewText } from './HebrewText';
import { useOccurrences } from './hebrewApi';

/** How often each verb of the page occurs in the Hebrew Bible, linking to its concordance entry. */
export function BiblicalConnection() {
  const occurrences = useOccurrences(HEBREW_VERBS.map((verb) => verb.strongs));
  if (occurrences.isPending) return <Spinner label="Counting the verbs in the Hebrew Bible…" />;
  if (occurrences.error) {
    const missing = occurrences.error instanceof ApiError && occurrences.error.status === 404;
    return (
      <p role="alert" className="rounded-lg border-l-4 border-danger-600 bg-white p-4 text-muted">
        {occurrences.error.message}
        {missing ? '. The counts appear once an administrator imports it.' : ''}
      </p>
    );
  }
  const byNumber = new Map(occurrences.data.entries.map((entry) => [entry.strongs, entry]));
  return (
    <div className="overflow-x-auto rounded-lg border border-parchment-dark bg-white shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">The verbs of this page in the Hebrew Bible</caption>
        <thead className="bg-parchment-dark text-sm text-brand-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Modern verb
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Biblical lemma
            </th>
            <th scope="col" className="px-3 py-2">
              Strong&rsquo;s
            </th>
            <th scope="col" className="px-3 py-2">
              Occurrences
            </th>
            <th scope="col" className="px-3 py-2">
              Stems in the Bible
            </th>
          </tr>
        </thead>
        <tbody>
          {HEBREW_VERBS.map((verb) => {
            const entry = byNumber.get(verb.strongs);
            return (
              <tr key={verb.id} className="border-t border-parchment-dark">
                <td className="px-3 py-2">{verb.english}</td>
                <td className="px-3 py-2 text-right">
                  <HebrewText className="text-xl">{entry?.headword ?? verb.root}</HebrewText>
                </td>
                <td className="px-3 py-2">
                  <Link to={`/concordance/${verb.strongs}`} className="text-brand-700 underline">
                    {verb.strongs}
                  </Link>
                </td>
                <td className="px-3 py-2">{(entry?.occurrences ?? 0).toLocaleString('en-US')}</td>
                <td className="px-3 py-2 text-sm text-muted">
                  {entry?.stems.map((stem) => `${stem.stem} ${stem.occurrences}`).join(', ') || '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
