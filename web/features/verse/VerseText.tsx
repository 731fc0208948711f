import type { ReactNode } from 'react';
import { Link } from '../../app/routing';
import type { VerseSegment } from '../../../core/search/segments';
import { StrongsNumber } from './StrongsNumber';

/**
 * How the Strong's numbers of tagged words show: `none`; `raised`, small superscripts that open the Strong's
 * popup; `chips`, a pill after the word, named with it, that opens the popup; `links`, superscripts that link
 * to the Concordance entries.
 */
export type NumbersLook = 'none' | 'raised' | 'chips' | 'links';

/** Tagged words as toggle buttons (the parallel view): a click picks the word's numbers, or clears a lit word. */
export interface WordPicking {
  isPicked: (numbers: readonly string[]) => boolean;
  onPick: (numbers: string[]) => void;
}

interface VerseTextProps {
  segments: readonly VerseSegment[];
  numbers?: NumbersLook;
  /** With `links`: the entries open in a new tab. */
  newTab?: boolean;
  pick?: WordPicking;
}

const markClass = 'bg-gold-300 text-ink';

function marked(text: string, match: boolean | undefined): ReactNode {
  return match ? <mark className={markClass}>{text}</mark> : text;
}

function NumberLink({ number, newTab }: { number: string; newTab: boolean }) {
  return (
    <sup className="ml-0.5 font-mono text-[0.7em]">
      <Link
        to={`/concordance/${number}`}
        className="text-brand-600 underline-offset-2 hover:underline"
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {number}
      </Link>
    </sup>
  );
}

function numberNodes(segment: VerseSegment, look: NumbersLook, newTab: boolean): ReactNode[] {
  if (look === 'none') return [];
  return (segment.strongs ?? []).map((number) =>
    look === 'links' ? (
      <NumberLink key={number} number={number} newTab={newTab} />
    ) : look === 'chips' ? (
      <StrongsNumber
        key={number}
        number={number}
        look="inline"
        word={segment.text.trim()}
        together={segment.strongs}
      />
    ) : (
      <StrongsNumber key={number} number={number} together={segment.strongs} />
    ),
  );
}

function PickableWord({
  segment,
  pick,
  after,
}: {
  segment: VerseSegment;
  pick: WordPicking;
  after: ReactNode[];
}) {
  const numbers = segment.strongs ?? [];
  const lit = pick.isPicked(numbers);
  const lead = /^\s*/.exec(segment.text)![0];
  const trail = /\s*$/.exec(segment.text)![0];
  return (
    <>
      {lead}
      <span className="whitespace-nowrap">
        <button
          type="button"
          aria-pressed={lit}
          data-strongs={numbers.join(' ')}
          title={numbers.join(' ')}
          onClick={() => pick.onPick(lit ? [] : numbers)}
          // A tagged phrase ("it shall come to pass") wraps inside its button rather than overflow a phone.
          className={`rounded-sm text-start whitespace-normal underline decoration-brand-600/40 decoration-dotted underline-offset-4 hover:decoration-brand-600 ${
            lit ? 'bg-brand-700 text-white decoration-white' : segment.match ? markClass : ''
          }`}
        >
          {segment.text.trim()}
        </button>
        {after}
      </span>
      {trail}
    </>
  );
}

interface PieceProps {
  segment: VerseSegment;
  numbers: NumbersLook;
  newTab: boolean;
  pick: WordPicking | undefined;
}

function Piece({ segment, numbers, newTab, pick }: PieceProps) {
  const after = numberNodes(segment, numbers, newTab);
  if (pick && segment.strongs?.length && segment.text.trim()) {
    return <PickableWord segment={segment} pick={pick} after={after} />;
  }
  if (!after.length) return marked(segment.text, segment.match);
  // The last word and its numbers wrap as one, so that a number never starts a line on its own.
  const lastWord = /\S+$/.exec(segment.text);
  const head = lastWord ? segment.text.slice(0, lastWord.index) : segment.text;
  return (
    <>
      {head ? marked(head, segment.match) : null}
      <span className="whitespace-nowrap">
        {lastWord ? marked(lastWord[0], segment.match) : null}
        {after}
      </span>
    </>
  );
}

/**
 * A verse from its display pieces (search results, the reader, the Strong's and Concordance screens, the
 * parallel view): matched words in <mark>, each tagged word's Strong's numbers after it as `numbers` asks.
 */
export function VerseText({ segments, numbers = 'none', newTab = false, pick }: VerseTextProps) {
  return (
    <>
      {segments.map((segment, index) => (
        <Piece key={index} segment={segment} numbers={numbers} newTab={newTab} pick={pick} />
      ))}
    </>
  );
}
