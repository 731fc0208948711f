import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from './routing';
import { buttonClasses } from '../ui/buttonClasses';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network. Online on the server and while a server-rendered page is hydrated,
 * so that the first render matches the HTML; the browser's own answer follows at once.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What a page that needs the server shows offline: `reason` says which part of the site needs it. */
export function OfflineNotice({ reason }: { reason: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      {/* One status region, so that a screen reader reads the whole notice when the connection drops. */}
      <div role="status">
        <h1 className="font-serif text-3xl font-bold text-brand-800">You are offline</h1>
        <p className="mt-3 text-lg text-muted">{reason}</p>
      </div>
      <p className="mt-3 text-muted">This page opens again once the connection is back.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to the home page
      </Link>
    </div>
  );
}

/**
 * A page that cannot work without the server (its declaration's `needsServer`, web/app/routing/pages.ts): while
 * the browser is offline it says so plainly instead of drawing a screen whose calls would all fail (decision 413).
 */
export function NeedsServer({ reason, children }: { reason: string; children: ReactNode }) {
  return useOnline() ? children : <OfflineNotice reason={reason} />;
}
