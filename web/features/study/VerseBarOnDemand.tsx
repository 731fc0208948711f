import { lazy, Suspense, type ComponentProps } from 'react';

// The verse action bar loads the first time a reader selects a verse (the pages' script budgets, decision 321).
const VerseBar = lazy(() => import('./SelectedVersesBar').then((module) => ({ default: module.VerseBar })));
const SelectedVersesBar = lazy(() =>
  import('./SelectedVersesBar').then((module) => ({ default: module.SelectedVersesBar })),
);

/** The bar over verses of the reader's chapter text. */
export function VerseBarOnDemand(props: ComponentProps<typeof VerseBar>) {
  return (
    <Suspense fallback={null}>
      <VerseBar {...props} />
    </Suspense>
  );
}

/** The bar over verses selected in the parallel view or a search's results. */
export function SelectedVersesBarOnDemand(props: ComponentProps<typeof SelectedVersesBar>) {
  return (
    <Suspense fallback={null}>
      <SelectedVersesBar {...props} />
    </Suspense>
  );
}
