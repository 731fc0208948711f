import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from './routing';
import { reportClientError } from './errorReporting';
import { buttonClasses } from '../ui/buttonClasses';

/** Shown when a screen fails to load or throws: usually a stale bundle after a deploy. */
export function RouteError({ error }: { error: unknown }) {
  // A screen that threw is reported to the ADMIN BOT (decision 183).
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  const detail = error instanceof Error ? error.message : 'Unknown error';
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

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    // Going to another page clears the error.
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches a screen that throws (or whose code fails to load) and shows RouteError until the page changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
