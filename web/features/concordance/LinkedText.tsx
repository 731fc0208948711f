import { Fragment } from 'react';
import { Link } from '../../app/routing';

const NUMBER = /\b([HG])0*(\d{1,5})\b/g;

/** Text in which each Strong's number it names ("from H7218;") is a link to that entry. */
export function LinkedText({ text }: { text: string }) {
  const parts: { text: string; number?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], number: `${match[1]}${match[2]}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return (
    <>
      {parts.map((part, index) =>
        part.number ? (
          <Link
            key={index}
            to={`/concordance/${part.number}`}
            className="font-mono font-semibold text-brand-700 underline underline-offset-2"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
