import { Link } from '../../app/routing';

interface DidYouMeanProps {
  /** What to offer instead, as the reader would type it (`Ezekiel 4:2`, `love thy neighbour`). */
  suggestions: readonly string[];
  /** The address each suggestion leads to. */
  hrefOf: (suggestion: string) => string;
}

/** The server's message without its closing question, for a screen that asks it with links instead. */
export function withoutQuestion(message: string, suggestions: readonly string[]): string {
  return suggestions.length ? message.replace(/\.?\s*Did you mean [^]*\?$/, '.') : message;
}

/** "Did you mean Ezekiel 4:2 or Nehemiah 4:2?" with each suggestion a link; nothing when there are none. */
export function DidYouMean({ suggestions, hrefOf }: DidYouMeanProps) {
  if (!suggestions.length) return null;
  return (
    <p className="mt-3 text-ink">
      Did you mean{' '}
      {suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 ? (index === suggestions.length - 1 ? ' or ' : ', ') : null}
          <Link
            to={hrefOf(suggestion)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {suggestion}
          </Link>
        </span>
      ))}
      ?
    </p>
  );
}
