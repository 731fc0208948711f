import { useId, useState } from 'react';
import type { CrossReferenceLink } from '../../../core/api/cross-references';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { readerUrl, type ReaderState } from '../reader/readerUrl';
import { scriptAttributes } from '../search/verseSegments';
import { useVerseCrossReferences } from './crossReferencesApi';

interface PanelProps {
  state: ReaderState;
  verse: number;
  reference: string;
  language: string;
  direction: 'ltr' | 'rtl';
}

/**
 * A verse's cross-references under it: the five strongest (by readers' votes), then all of them, those voted
 * down on request, and "what points here"; each link previews its verses in the reader's version and opens
 * the reader there. The credit names OpenBible.info, as its licence asks.
 */
export function CrossReferencePanel({ state, verse, reference, language, direction }: PanelProps) {
  const [all, setAll] = useState(false);
  const [negative, setNegative] = useState(false);
  const [pointing, setPointing] = useState<'from' | 'to'>('from');
  const heading = useId();
  const query = useVerseCrossReferences(state.version, state.book, state.chapter, verse, {
    all,
    negative,
    direction: pointing,
  });
  const data = query.data;
  const choose = (next: 'from' | 'to') => {
    setPointing(next);
    setAll(false);
    setNegative(false);
  };

  return (
    <section
      id={`xref-${verse}`}
      aria-labelledby={heading}
      lang="en"
      dir="ltr"
      className="my-2 rounded-lg border border-parchment-dark bg-white p-3 font-sans text-sm text-ink"
    >
      <h3 id={heading} className="sr-only">
        Cross-references of {reference}
      </h3>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Which links">
        <Button
          size="sm"
          variant={pointing === 'from' ? 'primary' : 'outline'}
          aria-pressed={pointing === 'from'}
          onClick={() => choose('from')}
        >
          Links from {reference}
        </Button>
        <Button
          size="sm"
          variant={pointing === 'to' ? 'primary' : 'outline'}
          aria-pressed={pointing === 'to'}
          onClick={() => choose('to')}
        >
          What points here
        </Button>
      </div>
      {query.isPending ? <Spinner label="Loading cross-references" className="py-3" /> : null}
      {query.isError ? <ErrorBox message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <>
          <p className="mt-2 text-muted" aria-live="polite">
            {data.total === 0 && !data.links.length
              ? pointing === 'from'
                ? 'No links from this verse.'
                : 'No verse points here.'
              : `${data.links.length} of ${data.total + (negative ? data.hidden : 0)} ${pointing === 'from' ? 'links' : 'verses pointing here'}, strongest first`}
            {data.hidden && !negative ? ` · ${data.hidden} voted down and hidden` : ''}
          </p>
          <ul className="mt-2 grid gap-2">
            {data.links.map((link) => (
              <LinkRow
                key={`${link.osis}-${link.votes}`}
                link={link}
                state={state}
                language={language}
                direction={direction}
              />
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2">
            {!all && data.total + (negative ? data.hidden : 0) > data.links.length ? (
              <Button size="sm" variant="outline" onClick={() => setAll(true)}>
                Show all {data.total + (negative ? data.hidden : 0)}
              </Button>
            ) : null}
            {data.hidden && !negative ? (
              <Button size="sm" variant="outline" onClick={() => setNegative(true)}>
                Show {data.hidden} hidden
              </Button>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-muted">
            <a href={data.credit.url} className="underline" rel="noopener noreferrer">
              {data.credit.text}
            </a>{' '}
            (data {data.credit.dataVersion})
          </p>
        </>
      ) : null}
    </section>
  );
}

function LinkRow({
  link,
  state,
  language,
  direction,
}: {
  link: CrossReferenceLink;
  state: ReaderState;
  language: string;
  direction: 'ltr' | 'rtl';
}) {
  const [open, setOpen] = useState(false);
  const preview = useId();
  const script = scriptAttributes(language, direction);
  return (
    <li className="rounded-md border border-parchment-dark/60 p-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {link.found ? (
          <Link
            to={readerUrl({ ...state, book: link.book, chapter: link.chapter, verse: link.verse })}
            className="inline-flex min-h-6 items-center font-semibold text-brand-600 underline"
          >
            {link.reference}
          </Link>
        ) : (
          <span className="font-semibold text-ink">
            {link.reference} <span className="font-normal text-muted">(not in this version)</span>
          </span>
        )}
        <span className="text-xs text-muted">
          {link.votes} {Math.abs(link.votes) === 1 ? 'vote' : 'votes'}
        </span>
        {link.found ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={preview}
            onClick={() => setOpen(!open)}
            aria-label={`${open ? 'Hide' : 'Preview'} ${link.reference}`}
          >
            {open ? 'Hide' : 'Preview'}
          </Button>
        ) : null}
      </div>
      <div
        id={preview}
        hidden={!open}
        lang={script.lang}
        dir={script.dir}
        className={`mt-1 text-ink ${script.className}`}
      >
        {open
          ? link.preview.map((item) => (
              <p key={item.reference}>
                <span className="me-1 font-sans text-xs font-bold text-muted">{item.reference}</span>
                {item.text}
              </p>
            ))
          : null}
        {open && link.more ? <p className="text-xs text-muted">… and {link.more} more verses</p> : null}
      </div>
    </li>
  );
}
