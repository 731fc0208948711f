import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { CommentaryPanelProps } from './CommentaryPanel';

// The commentary panel is shown only when a reader opens it, so its code loads then (script budget).
const CommentaryPanel = lazy(() =>
  import('./CommentaryPanel').then((module) => ({ default: module.CommentaryPanel })),
);

/** The commentary panel, its code loaded the first time it is opened. */
export function CommentaryPanelOnDemand(props: CommentaryPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the commentaries…" />}>
      <CommentaryPanel {...props} />
    </Suspense>
  );
}
