import { StrongsNumber } from '../verse/StrongsNumber';
import { scriptAttributes } from '../search/verseSegments';
import type { OriginalWord, VersionInfo } from './readerTypes';

interface InterlinearWordProps {
  word: OriginalWord;
  source: VersionInfo;
  /** The English version whose words render it (KJV). */
  english: string;
  /** Transliteration, lexical gloss and morphology in plain English; without them a phone's compact card. */
  details: boolean;
  /** The word a grammatical search's hit opened the interlinear at (`?word=`), outlined and named as such. */
  lit?: boolean;
}

/** Whether the lexical gloss says something the verse's own rendering does not. */
function glossAdds(gloss: string | null, rendering: string | null): gloss is string {
  return Boolean(gloss) && gloss!.trim().toLowerCase() !== rendering?.trim().toLowerCase();
}

/**
 * One original word: the word, the English the KJV uses for it in this verse (from the alignment), its
 * Strong's number, and, secondary, the lexical gloss, transliteration and morphology. Every English piece is
 * isolated (`<bdi dir="ltr">`) so that a Hebrew row's right-to-left order does not mirror it (decision 233).
 */
export function InterlinearWord({ word, source, english, details, lit = false }: InterlinearWordProps) {
  const script = scriptAttributes(source.language, source.direction);
  const gloss = glossAdds(word.gloss, word.rendering) ? word.gloss : null;
  return (
    <li
      aria-current={lit ? 'true' : undefined}
      data-lit={lit ? 'true' : undefined}
      className={`flex flex-col items-center rounded-md border bg-white text-center ${
        lit ? 'border-gold-500 ring-2 ring-gold-500' : 'border-parchment-dark'
      } ${details ? 'min-w-28 gap-0.5 px-2 py-2' : 'gap-0 px-1.5 py-1'}`}
    >
      {lit ? <span className="sr-only">The word you searched: </span> : null}
      <span
        lang={script.lang}
        dir={script.dir}
        className={`${script.className} ${details ? 'leading-snug' : 'text-xl leading-tight'}`}
      >
        {lit ? <mark className="bg-gold-300 text-ink">{word.text}</mark> : word.text}
      </span>
      {details && word.transliteration ? (
        <bdi dir="ltr" className="text-xs text-muted italic" title={word.lemma ?? undefined}>
          {word.transliteration}
        </bdi>
      ) : null}
      {word.rendering ? (
        <bdi dir="ltr" lang="en" className="text-sm font-semibold text-ink" data-rendering>
          <span className="sr-only">{english}: </span>
          <span>{word.rendering}</span>
        </bdi>
      ) : (
        <bdi dir="ltr" lang="en" className="text-sm text-muted" data-rendering>
          <span aria-hidden="true">–</span>
          <span className="sr-only">not rendered by a word of the {english}</span>
        </bdi>
      )}
      {gloss && details ? (
        <bdi dir="ltr" lang="en" className="text-xs text-brand-800">
          <span className="sr-only">Lexical gloss: </span>
          <span>{gloss}</span>
        </bdi>
      ) : null}
      <span dir="ltr" className="flex items-center gap-1">
        {word.strongs.map((number) => (
          <StrongsNumber key={number} number={number} look="chip" together={word.strongs} />
        ))}
        {!details && word.morph ? (
          <abbr title={word.morphology ?? undefined} className="text-[0.7rem] text-muted no-underline">
            {word.morph}
          </abbr>
        ) : null}
      </span>
      {details ? (
        <bdi dir="ltr" lang="en" className="max-w-40 text-xs text-muted">
          {word.morphology ?? word.morph ?? ''}
        </bdi>
      ) : null}
    </li>
  );
}
