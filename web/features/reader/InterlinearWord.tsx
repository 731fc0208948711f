import { StrongsNumber } from '../verse/StrongsNumber';
import { scriptAttributes } from '../search/verseSegments';
import type { OriginalWord, VersionInfo } from './readerTypes';

/** One original word: the word, its dictionary form, Strong's number, morphology in plain English and gloss. */
export function InterlinearWord({ word, source }: { word: OriginalWord; source: VersionInfo }) {
  const script = scriptAttributes(source.language, source.direction);
  return (
    <li className="flex min-w-28 flex-col items-center gap-0.5 rounded-md border border-parchment-dark bg-white px-2 py-2 text-center">
      <span lang={script.lang} dir={script.dir} className={`${script.className} leading-snug`}>
        {word.text}
      </span>
      {word.transliteration ? (
        <span className="text-xs text-muted italic" title={word.lemma ?? undefined}>
          {word.transliteration}
        </span>
      ) : null}
      <span className="flex gap-1">
        {word.strongs.map((number) => (
          <StrongsNumber key={number} number={number} look="chip" />
        ))}
      </span>
      {word.gloss ? <span className="text-sm font-semibold text-ink">{word.gloss}</span> : null}
      {word.rendering ? (
        <span className="text-xs text-brand-800">
          <span className="sr-only">KJV: </span>“{word.rendering}”
        </span>
      ) : null}
      <span className="max-w-40 text-xs text-muted">{word.morphology ?? word.morph ?? ''}</span>
    </li>
  );
}
