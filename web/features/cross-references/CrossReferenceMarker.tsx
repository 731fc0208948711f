import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import type { ReaderState } from '../reader/readerUrl';

// The panel and its previews load when a reader first opens one (the reader's first script stays small).
const CrossReferencePanel = lazy(() =>
  import('./CrossReferencePanel').then((module) => ({ default: module.CrossReferencePanel })),
);

interface MarkerProps {
  reference: string;
  verse: number;
  links: number;
  hidden: number;
  open: boolean;
  onToggle: () => void;
}

/** The small count after a verse that has cross-references; opens the verse's links under it. */
export function CrossReferenceMarker({ reference, verse, links, hidden, open, onToggle }: MarkerProps) {
  const count = links || hidden;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={`xref-${verse}`}
      aria-label={`Cross-references for ${reference}: ${links}${hidden ? `, ${hidden} hidden` : ''}`}
      title="Cross-references"
      lang="en"
      dir="ltr"
      className={`ms-1 inline-flex min-h-6 min-w-6 items-center justify-center gap-0.5 rounded-full border px-1.5 align-middle font-sans text-xs font-semibold ${
        open
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-parchment-dark text-brand-600 hover:bg-brand-50'
      }`}
    >
      <span aria-hidden="true">↗</span>
      {count}
    </button>
  );
}

/** The panel of one verse's links, loaded on demand. */
export function CrossReferencePanelOnDemand(props: {
  state: ReaderState;
  verse: number;
  reference: string;
  language: string;
  direction: 'ltr' | 'rtl';
}) {
  return (
    <Suspense
      fallback={
        <div className="py-2">
          <Spinner label="Loading cross-references" className="py-2" />
        </div>
      }
    >
      <CrossReferencePanel {...props} />
    </Suspense>
  );
}
