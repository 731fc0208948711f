import { Fragment } from 'react';
import type { VerseSegment } from '../search/searchTypes';
import { sharesNumber } from './parallelText';
import { StrongsNumber } from './StrongsNumber';

interface ParallelVerseTextProps {
  segments: readonly VerseSegment[];
  /** The numbers picked by a click; words carrying one light up. */
  picked: readonly string[];
  onPick: (numbers: string[]) => void;
  /** Show the raised numbers that open the Strong's popup. */
  strongs: boolean;
}

const markClass = 'rounded-sm bg-gold-300 px-0.5 text-ink';

/**
 * A verse whose tagged words are buttons: clicking one lights up every word with the same Strong's number,
 * in both columns of the parallel view; clicking it again puts the light out.
 */
export function ParallelVerseText({ segments, picked, onPick, strongs }: ParallelVerseTextProps) {
  return (
    <>
      {segments.map((segment, index) => {
        const numbers = segment.strongs ?? [];
        const word = segment.text.trim();
        if (!numbers.length || !word) {
          return (
            <Fragment key={index}>
              {segment.match ? <mark className={markClass}>{segment.text}</mark> : segment.text}
            </Fragment>
          );
        }
        const lit = sharesNumber(numbers, picked);
        const lead = /^\s*/.exec(segment.text)![0];
        const trail = /\s*$/.exec(segment.text)![0];
        return (
          <Fragment key={index}>
            {lead}
            <span className="whitespace-nowrap">
              <button
                type="button"
                aria-pressed={lit}
                data-strongs={numbers.join(' ')}
                title={numbers.join(' ')}
                onClick={() => onPick(lit ? [] : numbers)}
                className={`rounded-sm underline decoration-brand-600/40 decoration-dotted underline-offset-4 hover:decoration-brand-600 ${
                  lit ? 'bg-brand-700 text-white decoration-white' : segment.match ? markClass : ''
                }`}
              >
                {word}
              </button>
              {strongs ? numbers.map((number) => <StrongsNumber key={number} number={number} />) : null}
            </span>
            {trail}
          </Fragment>
        );
      })}
    </>
  );
}
