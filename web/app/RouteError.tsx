import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reportClientError } from './errorReporting';
import { buttonClasses } from '../ui/buttonClasses';

/** Shown when a screen fails to load or throws: usually a stale bundle after a deploy. */
export function RouteError() {
  const error = useRouteError();
  // A screen that threw is reported to the ADMIN BOT; a 404 answer of the router is counted by the server.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Error</h1>
      <p className="mt-3 text-lg text-muted">This page could not be shown. ({detail})</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Home
        </Link>
      </div>
    </main>
  );
}
