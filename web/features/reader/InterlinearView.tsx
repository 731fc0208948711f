import { Fragment, useRef, useState } from 'react';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { ErrorBox } from '../../ui/ErrorBox';
import { scriptAttributes } from '../search/verseSegments';
import { StrongsNumber } from '../verse/StrongsNumber';
import { InterlinearWord } from './InterlinearWord';
import { useInterlinear } from './readerApi';
import type { InterlinearResponse, InterlinearVerse } from './readerTypes';
import type { ReaderState } from './readerUrl';
import { AttributionLine } from './AttributionLine';
import type { ChapterMarksView } from '../study/chapterMarks';
import { ChapterMarksOnDemand, NO_MARKS } from '../study/marksOnDemand';
import { VerseMarkIcons } from '../study/VerseMarkIcons';
import { useLandOnVerse } from './useLandOnVerse';

/** From this width every word shows its details by default; phones start with compact cards (decision 233). */
const DETAILS_QUERY = '(min-width: 768px)';

interface InterlinearViewProps {
  state: ReaderState;
  testament: 'OT' | 'NT';
  onChange: (change: Partial<ReaderState>) => void;
}

/** English order: each English phrase with the original word(s) it renders underneath. */
function ReverseVerse({ verse, data }: { verse: InterlinearVerse; data: InterlinearResponse }) {
  const script = scriptAttributes(data.source.language, data.source.direction);
  return (
    <>
      <ol
        aria-label={`${verse.reference} in English order`}
        className="mt-2 flex flex-wrap items-start gap-x-1 gap-y-2"
      >
        {verse.english.map((piece, index) =>
          piece.original?.length ? (
            <li
              key={index}
              className="flex flex-col items-center rounded-md border border-parchment-dark bg-white px-2 py-1"
            >
              <span className="font-serif text-lg text-ink">{piece.text.trim()}</span>
              {piece.original.map((position) => {
                const word = verse.words[position]!;
                return (
                  <span key={position} className="flex items-center gap-1">
                    <span
                      lang={script.lang}
                      dir={script.dir}
                      className={`${script.className} text-base leading-snug`}
                    >
                      {word.text}
                    </span>
                    {word.strongs.map((number) => (
                      <StrongsNumber key={number} number={number} />
                    ))}
                  </span>
                );
              })}
            </li>
          ) : piece.text.trim() ? (
            <li key={index} className="px-0.5 pt-1 font-serif text-lg text-muted">
              {piece.text.trim()}
            </li>
          ) : (
            <Fragment key={index} />
          ),
        )}
      </ol>
      {verse.unmatched.length ? (
        <p className="mt-2 text-sm text-muted">
          Not rendered by a tagged English word:{' '}
          {verse.unmatched.map((position, index) => (
            <span key={position}>
              {index ? ', ' : ''}
              <span
                lang={script.lang}
                dir={script.dir}
                className={script.lang === 'he' ? 'font-hebrew' : 'font-serif'}
              >
                {verse.words[position]!.text}
              </span>{' '}
              ({verse.words[position]!.strongs.join(' ') || 'no number'})
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** The interlinear of a chapter: original words with number, morphology and gloss, or the English order. */
export function InterlinearView({ state, testament, onChange }: InterlinearViewProps) {
  const interlinear = useInterlinear(state.book, state.chapter, state.source, true);
  const focused = useRef<HTMLLIElement | null>(null);
  const wide = useMediaQuery(DETAILS_QUERY);
  const [detailsChosen, setDetails] = useState<boolean | undefined>();
  // The reader's marks show on the verses as in the chapter text (issue 37), in the KJV's numbering it follows.
  const [byVerse, setByVerse] = useState<ChapterMarksView>(NO_MARKS);
  const details = detailsChosen ?? wide;
  const hasFocus = interlinear.data?.verses.some((verse) => verse.verse === state.verse);
  useLandOnVerse(
    focused,
    hasFocus ? `${state.book} ${state.chapter}:${state.verse} ${state.order}` : undefined,
  );
  if (interlinear.isPending) return <Spinner label="Loading the interlinear…" />;
  if (interlinear.isError) {
    return (
      <div className="mt-6">
        <ErrorBox message={interlinear.error.message} onRetry={() => void interlinear.refetch()} />
      </div>
    );
  }
  const data = interlinear.data;
  const script = scriptAttributes(data.source.language, data.source.direction);
  return (
    <section aria-label="Interlinear" data-version={data.english.code} className="mt-4 sm:mt-6">
      <ChapterMarksOnDemand
        book={data.book.osis}
        chapter={data.chapter}
        version={data.english.code}
        verses={data.verses}
        onChange={setByVerse}
      />
      {/* On a phone: the order's short names and the text's select on one row, the details switch under them. */}
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2 sm:gap-4">
        <div
          role="group"
          aria-label="Word order"
          className="inline-flex overflow-hidden rounded-md border border-brand-700"
        >
          {(['original', 'english'] as const).map((order) => (
            <button
              key={order}
              type="button"
              aria-pressed={state.order === order}
              onClick={() => onChange({ order })}
              className={`min-h-10 px-3 text-sm font-semibold sm:px-4 ${
                state.order === order
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-brand-700 hover:bg-brand-50'
              }`}
            >
              {order === 'original' ? (
                <>
                  {testament === 'OT' ? 'Hebrew' : 'Greek'}
                  <span className="max-sm:sr-only"> order</span>
                </>
              ) : (
                <>
                  English<span className="max-sm:sr-only"> order (reverse interlinear)</span>
                </>
              )}
            </button>
          ))}
        </div>
        {testament === 'NT' ? (
          <Select
            label="Greek text"
            labelClassName="max-sm:sr-only"
            value={data.source.code}
            options={[
              { value: 'sblgnt', label: 'SBL Greek New Testament (accented)' },
              { value: 'tr', label: 'Textus Receptus (unaccented)' },
            ]}
            onValueChange={(source) => onChange({ source })}
            className="min-w-0 flex-1 basis-40 sm:w-64 sm:flex-none"
          />
        ) : null}
        {state.order === 'original' ? (
          <div className="content-center sm:min-h-10">
            <Switch label="Word details" checked={details} onCheckedChange={setDetails} />
          </div>
        ) : null}
      </div>
      <ol className={`mt-4 grid sm:mt-6 ${details ? 'gap-6' : 'gap-4'}`}>
        {data.verses.map((verse) => {
          const marks = byVerse.get(verse.verse);
          const focus = verse.verse === state.verse;
          return (
            <li
              key={verse.id}
              id={`v${verse.verse}`}
              ref={focus ? focused : undefined}
              aria-current={focus ? 'true' : undefined}
              data-osis={`${data.book.osis}.${data.chapter}.${verse.verse}`}
              data-mark-color={marks?.color}
              className={`scroll-mt-4 ${
                marks?.color
                  ? `mark-${marks.color} rounded-md p-2`
                  : focus
                    ? 'rounded-md bg-gold-300/40 p-2'
                    : ''
              } ${marks?.color && focus ? 'ring-2 ring-gold-500' : ''}`}
            >
              <h2 className="font-sans text-base font-semibold text-brand-700">
                {verse.reference}
                {marks ? <VerseMarkIcons marks={marks} /> : null}
                {verse.originalReference ? (
                  <span className="ms-2 text-sm font-normal text-muted">
                    ({data.source.abbreviation} {verse.originalReference})
                  </span>
                ) : null}
              </h2>
              {state.order === 'english' ? (
                <ReverseVerse verse={verse} data={data} />
              ) : verse.words.length ? (
                <ol
                  dir={script.dir}
                  aria-label={`${verse.reference} word by word`}
                  className={`mt-2 flex flex-wrap ${details ? 'gap-2' : 'gap-1'}`}
                >
                  {verse.words.map((word, index) => (
                    <InterlinearWord
                      key={index}
                      word={word}
                      source={data.source}
                      english={data.english.abbreviation}
                      details={details}
                      lit={focus && state.word === index}
                    />
                  ))}
                </ol>
              ) : (
                <p className="mt-1 text-muted">{data.source.name} has no words for this verse.</p>
              )}
            </li>
          );
        })}
      </ol>
      <AttributionLine versions={[data.source, data.english]} />
    </section>
  );
}
