import { Link, useParams, useSearchParams } from '../app/routing';
import { bookByNumber, findBook } from '../../core/bible/books';
import { ErrorBox } from '../ui/ErrorBox';
import { useSearchResults } from '../features/search/searchApi';
import { readResultsState } from '../features/search/resultsUrl';
import { bibleVerseUrl, scriptAttributes, strongsWords } from '../features/search/verseSegments';
import { VerseText } from '../features/verse/VerseText';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { useStrongsPopup } from '../features/strongs/strongsPopupContext';
import { Spinner } from '../ui/Spinner';

function WordTable({ words }: { words: { word: string; strongs: string[] }[] }) {
  const { openStrongs } = useStrongsPopup();
  return (
    <table className="mt-6 w-full border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
      <caption className="sr-only">Words and their Strong&rsquo;s numbers</caption>
      <thead className="bg-parchment-dark text-sm text-brand-900">
        <tr>
          <th scope="col" className="px-4 py-2">
            Word
          </th>
          <th scope="col" className="px-4 py-2">
            Strong&rsquo;s number
          </th>
        </tr>
      </thead>
      <tbody>
        {words.map((item, index) => (
          <tr key={index} className="border-t border-parchment-dark">
            <td className="px-4 py-2 font-serif">{item.word}</td>
            <td className="px-4 py-2">
              <span className="flex flex-wrap gap-2">
                {item.strongs.map((number) => (
                  <button
                    key={number}
                    type="button"
                    onClick={() => openStrongs(number)}
                    className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 hover:border-brand-600"
                  >
                    {number}
                  </button>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /strongs/verse/{book}/{chapter}/{verse}: one verse with the Strong's number of each word (book by number or name). */
export default function StrongsVersePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const bookText = params.book ?? '';
  const book = /^\d+$/.test(bookText) ? bookByNumber(Number(bookText)) : findBook(bookText);
  const numbers = [params.chapter, params.verse].every((value) => /^\d+$/.test(value ?? ''));
  const reference = book && numbers ? `${book.name} ${params.chapter}:${params.verse}` : '';
  const { version } = readResultsState(search);
  const results = useSearchResults({ q: reference, version, page: 1, strongs: true });

  let body;
  if (!reference) {
    body = (
      <ErrorBox message={`There is no verse at ${bookText} ${params.chapter ?? ''}:${params.verse ?? ''}.`} />
    );
  } else if (results.isPending) {
    body = <Spinner label="Loading the verse…" />;
  } else if (results.isError) {
    body = <ErrorBox message={results.error.message} onRetry={() => void results.refetch()} />;
  } else {
    const group = results.data.groups[0];
    const verse = group?.results[0];
    if (!group || !verse) {
      body = <ErrorBox message={`${reference} is not in this version.`} />;
    } else {
      const script = scriptAttributes(group.language, group.direction);
      const words = strongsWords(verse.segments);
      body = (
        <>
          <p
            lang={script.lang}
            dir={script.dir}
            className={`rounded-lg bg-white p-5 text-ink shadow-sm ${script.className}`}
          >
            <VerseText segments={verse.segments} numbers="raised" />
          </p>
          <p className="mt-2 text-sm text-muted">{group.versionName}</p>
          {words.length ? (
            <WordTable words={words} />
          ) : (
            <p className="mt-6 text-muted">This version carries no Strong&rsquo;s numbers for this verse.</p>
          )}
          <Link
            to={bibleVerseUrl(verse.book, verse.chapter, verse.verse, true)}
            className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            Read {verse.reference} in context
          </Link>
        </>
      );
    }
  }

  return (
    <StrongsPopupProvider>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <p className="text-sm font-medium tracking-wide text-muted uppercase">Strong&rsquo;s numbers</p>
        <h1 className="mt-1 mb-5 font-serif text-3xl font-bold text-brand-800">
          {reference || 'Verse not found'}
        </h1>
        {body}
      </div>
    </StrongsPopupProvider>
  );
}
