import { Link } from '../../app/routing';
import { ApiError } from '../../api/client';

/** What an entry or topic page shows when the address names none: the message and the nearest names. */
export function StudyNotFound({
  error,
  heading,
  pathOf,
  back,
}: {
  error: Error;
  heading: string;
  pathOf: (name: string) => string;
  back: { to: string; label: string };
}) {
  const suggestions = error instanceof ApiError ? (error.suggestions ?? []) : [];
  return (
    <div className="rounded-lg border border-parchment-dark bg-white p-6 shadow-sm sm:p-8">
      <h1 className="font-serif text-2xl font-bold text-brand-800 sm:text-3xl">{heading}</h1>
      <p className="mt-3 text-muted">{error.message}</p>
      {suggestions.length ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Did you mean">
          {suggestions.map((name) => (
            <li key={name}>
              <Link to={pathOf(name)} className="text-brand-700 underline underline-offset-2">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={back.to} className="mt-6 inline-block text-brand-700 underline underline-offset-2">
        {back.label}
      </Link>
    </div>
  );
}
