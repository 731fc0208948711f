import { Fragment } from 'react';
import { useStrongsPopup } from '../strongs/strongsPopupContext';
import type { VerseSegment } from './searchTypes';

interface VerseTextProps {
  segments: readonly VerseSegment[];
  /** `superscript`: small raised numbers after words (results page); `buttons`: each tagged word followed by a button per number. */
  variant?: 'superscript' | 'buttons';
}

const markClass = 'bg-gold-300 text-ink';

function StrongsSuperscript({ number }: { number: string }) {
  const { openStrongs } = useStrongsPopup();
  return (
    <sup className="ms-0.5 me-0.5 align-super text-[0.62em] leading-none">
      <button
        type="button"
        onClick={() => openStrongs(number)}
        aria-label={`Strong's ${number}`}
        className="rounded px-0.5 font-sans font-semibold text-brand-600 underline-offset-2 hover:bg-brand-50 hover:underline"
      >
        {number}
      </button>
    </sup>
  );
}

function NumberButton({ number, word }: { number: string; word: string }) {
  const { openStrongs } = useStrongsPopup();
  return (
    <button
      type="button"
      onClick={() => openStrongs(number)}
      aria-label={`Strong's ${number} (${word})`}
      className="ms-1 rounded-full border border-brand-100 bg-brand-50 px-1.5 align-middle font-sans text-xs font-semibold text-brand-700 hover:border-brand-600 hover:bg-white"
    >
      {number}
    </button>
  );
}

/**
 * A verse from its display pieces: matched words in <mark>, each Strong's number of a tagged word either a
 * clickable superscript after it or, in the buttons variant, a labelled button after the word.
 */
export function VerseText({ segments, variant = 'superscript' }: VerseTextProps) {
  return (
    <>
      {segments.map((segment, index) => {
        const numbers = segment.strongs ?? [];
        const marked = (text: string) => (segment.match ? <mark className={markClass}>{text}</mark> : text);
        if (!numbers.length) return <Fragment key={index}>{marked(segment.text)}</Fragment>;
        // The last word and its numbers wrap as one, so that a number never starts a line on its own.
        const lastWord = /\S+$/.exec(segment.text);
        const head = lastWord ? segment.text.slice(0, lastWord.index) : segment.text;
        return (
          <Fragment key={index}>
            {head ? marked(head) : null}
            <span className="whitespace-nowrap">
              {lastWord ? marked(lastWord[0]) : null}
              {numbers.map((number) =>
                variant === 'buttons' ? (
                  <NumberButton key={number} number={number} word={segment.text.trim()} />
                ) : (
                  <StrongsSuperscript key={number} number={number} />
                ),
              )}
            </span>
          </Fragment>
        );
      })}
    </>
  );
}
