import { Link, useParams } from '../app/routing';
import type { VerseAllResponse, VerseInVersion } from '../../core/api/verse-all';
import { changedWordCount } from '../../core/verse-all/word-diff';
import { ErrorBox } from '../ui/ErrorBox';
import { Spinner } from '../ui/Spinner';
import { scriptAttributes } from '../features/search/verseSegments';
import { VerseText } from '../features/verse/VerseText';
import { NoteHtml } from '../features/commentary/NoteHtml';
import { VerseChanges } from '../features/verse-all/VerseChanges';
import { useVerseAll, verseAllUrl } from '../features/verse-all/verseAllApi';

const card = 'rounded-lg border border-parchment-dark bg-white p-4 shadow-sm';
const sectionTitle = 'mb-3 font-serif text-2xl font-bold text-brand-800';
const chip =
  'inline-flex min-h-6 items-center rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm';
const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function wholeNumber(text: string | undefined): number {
  return /^\d{1,3}$/.test(text ?? '') ? Number(text) : NaN;
}

function VersionCard({ entry }: { entry: VerseInVersion }) {
  const script = scriptAttributes(entry.language, entry.direction);
  const differences = entry.changes ? changedWordCount(entry.changes) : undefined;
  return (
    <li className={card} data-version={entry.code}>
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-sans text-sm font-semibold text-brand-800">
        <span>{entry.name}</span>
        <span className="font-normal text-muted">
          {entry.code.toUpperCase()}
          {entry.renumbered ? ` · numbered ${entry.reference}` : ''}
        </span>
      </h3>
      {entry.text === null ? (
        <p className="mt-2 text-muted italic">Not in this version.</p>
      ) : (
        <p
          lang={script.lang}
          dir={script.dir}
          className={`mt-2 text-ink ${script.className || 'font-serif text-lg'}`}
        >
          {entry.changes ? <VerseChanges changes={entry.changes} /> : entry.text}
        </p>
      )}
      {differences !== undefined && (
        <p className="mt-2 text-xs text-muted">
          {differences === 0
            ? 'Word for word as the KJV.'
            : `${differences} word${differences === 1 ? '' : 's'} differ from the KJV.`}
        </p>
      )}
    </li>
  );
}

function OriginalLine({ entry }: { entry: VerseInVersion }) {
  const script = scriptAttributes(entry.language, entry.direction);
  return (
    <li className={card} data-original={entry.code}>
      <h3 className="font-sans text-sm font-semibold text-brand-800">
        {entry.name}
        {entry.renumbered ? (
          <span className="font-normal text-muted"> · numbered {entry.reference}</span>
        ) : null}
      </h3>
      <p lang={script.lang} dir={script.dir} className={`mt-2 text-ink ${script.className}`}>
        {entry.segments ? <VerseText segments={entry.segments} numbers="links" /> : entry.text}
      </p>
    </li>
  );
}

function VerseAll({ data }: { data: VerseAllResponse }) {
  const originals = data.versions.filter((entry) => entry.original && entry.text !== null);
  const translations = data.versions.filter((entry) => !entry.original);
  const lacking = data.versions.filter((entry) => entry.original && entry.text === null);
  return (
    <>
      <section aria-labelledby="versions-title" className="mt-6">
        <h2 id="versions-title" className={sectionTitle}>
          Every version
        </h2>
        <p className="mb-3 text-sm text-muted">
          Compared with the KJV word by word:{' '}
          <ins className="underline decoration-2 underline-offset-4">underlined</ins> words are not in the
          KJV, <del className="line-through decoration-2">struck-through</del> words are the KJV&rsquo;s that
          the version leaves out.
        </p>
        <ul className="grid gap-3 lg:grid-cols-2">
          {translations.map((entry) => (
            <VersionCard key={entry.code} entry={entry} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="original-title" className="mt-8">
        <h2 id="original-title" className={sectionTitle}>
          The original language
        </h2>
        {originals.length ? (
          <ul className="grid gap-3">
            {originals.map((entry) => (
              <OriginalLine key={entry.code} entry={entry} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">No installed Hebrew or Greek text has this verse.</p>
        )}
        {lacking.length > 0 && (
          <p className="mt-2 text-sm text-muted">Not in {lacking.map((entry) => entry.name).join(', ')}.</p>
        )}
      </section>
      {data.crossReferences && (
        <section aria-labelledby="links-title" className="mt-8">
          <h2 id="links-title" className={sectionTitle}>
            Cross-references
          </h2>
          <p className="mb-3 text-sm text-muted">
            {data.crossReferences.total === 0
              ? 'No cross-references for this verse.'
              : `The ${data.crossReferences.links.length} strongest of ${data.crossReferences.total}.`}
          </p>
          <ul className="grid gap-2">
            {data.crossReferences.links.map((entry) => (
              <li key={entry.reference} className={card}>
                <Link to={verseAllUrl(entry.book, entry.chapter, entry.verse)} className={link}>
                  {entry.reference}
                </Link>
                <span className="ms-2 text-xs text-muted">
                  {entry.votes} vote{entry.votes === 1 ? '' : 's'}
                </span>
                {entry.text !== null ? (
                  <p className="mt-1 font-serif text-ink">{entry.text}</p>
                ) : (
                  <p className="mt-1 text-muted italic">Not in the KJV.</p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">
            <a href={data.crossReferences.credit.url} className={link}>
              {data.crossReferences.credit.text}
            </a>{' '}
            ({data.crossReferences.credit.licence})
          </p>
        </section>
      )}
      {data.topics.length + data.dictionary.length > 0 && (
        <section aria-labelledby="study-title" className="mt-8">
          <h2 id="study-title" className={sectionTitle}>
            Topics and names
          </h2>
          {data.topics.length > 0 && (
            <>
              <h3 className="mb-2 font-sans text-sm font-semibold text-brand-800">
                Nave&rsquo;s topics citing {data.reference}
              </h3>
              <ul className="mb-4 flex flex-wrap gap-2">
                {data.topics.map((name) => (
                  <li key={name}>
                    <Link to={`/topics/${encodeURIComponent(name)}`} className={`${chip} ${link}`}>
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {data.dictionary.length > 0 && (
            <>
              <h3 className="mb-2 font-sans text-sm font-semibold text-brand-800">
                In Easton&rsquo;s Bible Dictionary
              </h3>
              <ul className="flex flex-wrap gap-2">
                {data.dictionary.map((headword) => (
                  <li key={headword}>
                    <Link to={`/dictionary/${encodeURIComponent(headword)}`} className={`${chip} ${link}`}>
                      {headword}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {data.commentary.length > 0 && (
        <section aria-labelledby="commentary-title" className="mt-8">
          <h2 id="commentary-title" className={sectionTitle}>
            Commentary
          </h2>
          <ul className="grid gap-3">
            {data.commentary.map((note, index) => (
              <li key={index} className={card}>
                <h3 className="font-sans text-sm font-semibold text-brand-800">
                  {note.source}: {note.heading}
                </h3>
                <NoteHtml html={note.html} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /bible/{book}/{chapter}/{verse}/all: one verse in every installed version (issue 38, decision 310). */
export default function VerseAllPage() {
  const params = useParams();
  const book = params.book ?? '';
  const chapter = wholeNumber(params.chapter);
  const verse = wholeNumber(params.verse);
  const result = useVerseAll(book, chapter, verse);
  const data = result.data;
  let body;
  if (result.isPending) body = <Spinner label="Loading the verse…" />;
  else if (result.isError) body = <ErrorBox message={result.error.message} />;
  else if (data) body = <VerseAll data={data} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm font-medium tracking-wide text-muted uppercase">The verse in every version</p>
      <h1 className="mt-1 font-serif text-3xl font-bold text-brand-800">
        {data?.reference ?? `${book} ${params.chapter ?? ''}:${params.verse ?? ''}`}
      </h1>
      {data && (
        <p className="mt-2">
          <Link to={`/bible/${encodeURIComponent(data.book)}/${data.chapter}/${data.verse}`} className={link}>
            Read {data.reference} in context
          </Link>
        </p>
      )}
      {body}
    </div>
  );
}
