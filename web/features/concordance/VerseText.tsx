import { Link } from 'react-router';
import type { Segment } from './concordanceApi';

interface VerseTextProps {
  segments: Segment[];
  /** Show each tagged word's Strong's numbers as superscripts. */
  showStrongs?: boolean;
  /** Superscripts link to the entry pages (opened in a new tab when `newTab`). */
  newTab?: boolean;
}

/** A verse from its display pieces: matched words highlighted, Strong's numbers as superscripts when asked. */
export function VerseText({ segments, showStrongs = false, newTab = false }: VerseTextProps) {
  return (
    <>
      {segments.map((segment, index) => (
        <span key={index}>
          {segment.match ? (
            <mark className="rounded-sm bg-gold-300 px-0.5 text-ink">{segment.text}</mark>
          ) : (
            segment.text
          )}
          {showStrongs
            ? segment.strongs?.map((number) => (
                <sup key={number} className="ml-0.5 font-mono text-[0.7em]">
                  <Link
                    to={`/concordance/${number}`}
                    className="text-brand-600 underline-offset-2 hover:underline"
                    {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {number}
                  </Link>
                </sup>
              ))
            : null}
        </span>
      ))}
    </>
  );
}
