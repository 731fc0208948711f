import { Link } from '../../app/routing';

/** The site's mark and name; always leads home. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 text-white sm:gap-2.5"
      aria-label={`${siteName}, home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0 sm:size-9">
        <rect width="32" height="32" rx="6" fill="#f5e9c8" />
        <path
          d="M7 9c3-1.5 6-1.5 9 0v14c-3-1.5-6-1.5-9 0zM25 9c-3-1.5-6-1.5-9 0v14c3-1.5 6-1.5 9 0z"
          fill="none"
          stroke="#1e3a5f"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="truncate font-serif text-lg font-bold tracking-tight sm:text-xl">{siteName}</span>
    </Link>
  );
}
