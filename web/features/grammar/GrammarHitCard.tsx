import type { GrammarHit } from '../../../core/api/grammar';
import { Link } from '../../app/routing';
import { scriptAttributes } from '../search/verseSegments';
import { englishPieces, originalPieces } from './hitPieces';
import { interlinearUrl } from './interlinearLink';

interface GrammarHitCardProps {
  hit: GrammarHit;
  version: string;
  language: 'he' | 'grc';
  direction: 'ltr' | 'rtl';
}

/**
 * One verse of the grammatical concordance: the original with each matched word lit and a link to the
 * interlinear at that word, the matched words' parsing in English, and the KJV with their English lit.
 */
export function GrammarHitCard({ hit, version, language, direction }: GrammarHitCardProps) {
  const script = scriptAttributes(language, direction);
  const english = hit.kjv
    ? englishPieces(
        hit.kjv.text,
        hit.words.map((word) => word.rendering),
      )
    : [];
  return (
    <article aria-labelledby={`hit-${hit.id}`} className="grid gap-2 p-4 sm:p-5">
      <h2 id={`hit-${hit.id}`} className="font-sans text-base font-semibold text-brand-700">
        {hit.reference}
      </h2>
      <p lang={script.lang} dir={script.dir} className={`${script.className} break-words text-ink`}>
        {originalPieces(hit.text, hit.words).map((piece, index) =>
          piece.word ? (
            <Link
              key={index}
              to={interlinearUrl(hit, version, piece.word.position)}
              className="rounded-sm underline decoration-gold-500 decoration-2 underline-offset-4"
            >
              <mark className="rounded-sm bg-gold-300 px-0.5 text-ink">
                {piece.text}
                <span className="sr-only" lang="en" dir="ltr">
                  {` (${piece.word.parsing}; open in the interlinear)`}
                </span>
              </mark>
            </Link>
          ) : (
            <span key={index}>{piece.text}</span>
          ),
        )}
      </p>
      <ul aria-label={`Matched words in ${hit.reference}`} className="grid gap-1 text-sm text-ink">
        {hit.words.map((word, index) => (
          // Two words read (qere) in place of one written share its place: the place is not a key.
          <li key={index} className="flex flex-wrap items-baseline gap-x-2">
            <bdi
              lang={script.lang}
              dir={script.dir}
              className={script.lang === 'he' ? 'font-hebrew text-lg' : 'font-serif text-base'}
            >
              {word.text}
            </bdi>
            <span>{word.parsing}</span>
            <span className="text-muted">
              <bdi lang={script.lang}>{word.lemma}</bdi>
              {word.strongs && word.strongs !== word.lemma ? ` ${word.strongs}` : ''}
              {word.rendering ? `, KJV “${word.rendering}”` : ''}
            </span>
          </li>
        ))}
      </ul>
      {hit.kjv ? (
        <p lang="en" className="font-serif text-base leading-relaxed text-ink">
          <span className="font-sans text-sm font-semibold text-muted">KJV {hit.kjv.reference}: </span>
          {english.map((piece, index) =>
            piece.lit ? (
              <mark key={index} className="rounded-sm bg-gold-300 px-0.5 text-ink">
                {piece.text}
              </mark>
            ) : (
              <span key={index}>{piece.text}</span>
            ),
          )}
        </p>
      ) : null}
    </article>
  );
}
