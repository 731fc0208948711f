import { Link, useParams } from '../app/routing';
import { StudyNotFound } from '../features/dictionary/NotFoundBox';
import { dictionaryPath, readerPath, useDictionaryEntry } from '../features/dictionary/dictionaryApi';
import { Spinner } from '../ui/Spinner';

/** /dictionary/:headword: an entry of Easton's, its Scripture references opening the reader. */
export default function DictionaryEntryPage() {
  const headword = (useParams().headword ?? '').trim();
  const entry = useDictionaryEntry(headword);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/dictionary" className="text-brand-700 underline underline-offset-2">
          Easton&apos;s Bible Dictionary
        </Link>
      </nav>
      {entry.isPending ? <Spinner label={`Loading ${headword}…`} /> : null}
      {entry.isError ? (
        <StudyNotFound
          error={entry.error}
          heading="No such entry"
          pathOf={dictionaryPath}
          back={{ to: '/dictionary', label: 'Browse the dictionary' }}
        />
      ) : null}
      {entry.data ? (
        <article className="mt-3">
          <h1 className="font-serif text-3xl font-bold break-words text-brand-800">{entry.data.headword}</h1>
          {entry.data.senses.map((sense, senseIndex) => (
            <section key={senseIndex} className="mt-4 grid gap-3 font-serif text-lg leading-relaxed text-ink">
              {entry.data.senses.length > 1 ? (
                <h2 className="font-sans text-base font-semibold text-muted">Entry {senseIndex + 1}</h2>
              ) : null}
              {sense.map((paragraph, index) => (
                <p key={index} className="break-words">
                  {paragraph.map((piece, pieceIndex) =>
                    'link' in piece ? (
                      <Link
                        key={pieceIndex}
                        to={readerPath(piece.link)}
                        title={piece.link.reference}
                        className="text-brand-700 underline underline-offset-2"
                      >
                        {piece.text}
                      </Link>
                    ) : (
                      <span key={pieceIndex}>{piece.text}</span>
                    ),
                  )}
                </p>
              ))}
            </section>
          ))}
          <nav
            aria-label="Neighbouring entries"
            className="mt-8 flex flex-wrap justify-between gap-3 text-sm"
          >
            {entry.data.previous ? (
              <Link to={dictionaryPath(entry.data.previous)} className="text-brand-700 underline">
                ← {entry.data.previous}
              </Link>
            ) : (
              <span />
            )}
            {entry.data.next ? (
              <Link to={dictionaryPath(entry.data.next)} className="text-brand-700 underline">
                {entry.data.next} →
              </Link>
            ) : null}
          </nav>
          <p className="mt-6 text-sm text-muted">{entry.data.credit}.</p>
        </article>
      ) : null}
    </div>
  );
}
