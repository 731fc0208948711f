import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { ParallelViewProps } from './ParallelView';

// The side-by-side view is shown only when a reader asks for it (`parallel=true`, the reader's parallel view),
// so its code loads then: the results page and the reader stay within their script budget (decision 293).
const ParallelView = lazy(() =>
  import('./ParallelView').then((module) => ({ default: module.ParallelView })),
);

/** The parallel view, its code loaded the first time it is shown (on the server, before the page is sent). */
export function ParallelViewOnDemand(props: ParallelViewProps) {
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <ParallelView {...props} />
    </Suspense>
  );
}
