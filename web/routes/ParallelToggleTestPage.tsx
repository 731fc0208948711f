import { useState } from 'react';
import { DeveloperPage } from '../features/site/DeveloperPage';
import { DevSessionPanel } from '../features/parallel/DevSessionPanel';
import { useBatchLookup } from '../features/parallel/parallelApi';
import { ParallelToggle } from '../features/parallel/ParallelToggle';
import { ParallelView } from '../features/parallel/ParallelView';
import { ErrorBox } from '../ui/ErrorBox';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { Spinner } from '../ui/Spinner';

const REFERENCES = ['Genesis 1:1', 'Genesis 1:2', 'Genesis 1:3'];

/** /parallel-toggle-test: the PARALLEL toggle on the KJV's Genesis 1:1-3 against the special edition. */
export default function ParallelToggleTestPage() {
  const [parallel, setParallel] = useState(false);
  const kjv = useBatchLookup({ references: REFERENCES, version: 'kjv', from: 'kjv' });
  return (
    <DeveloperPage>
      <StrongsPopupProvider>
        <h1 className="font-serif text-3xl font-bold text-brand-800">Parallel Toggle Test</h1>
        <p className="mt-2 text-muted">
          Flip the toggle to hear its sound and see its flourish; turned on, Genesis 1:1-3 of the KJV is set
          beside the special edition (or a version you choose while it is not installed).
        </p>
        <div className="mt-6">
          <ParallelToggle pressed={parallel} onPressedChange={setParallel} />
        </div>
        <section aria-label="Genesis 1:1-3" className="mt-6">
          {kjv.isPending ? <Spinner label="Loading Genesis 1:1-3…" /> : null}
          {kjv.isError ? <ErrorBox message={kjv.error.message} onRetry={() => void kjv.refetch()} /> : null}
          {kjv.data && parallel ? (
            <ParallelView
              verses={kjv.data.references.map((item) => ({
                reference: item.reference,
                segments: item.segments ?? [{ text: item.text }],
              }))}
              version={kjv.data.version}
            />
          ) : null}
          {kjv.data && !parallel ? (
            <ol className="grid gap-2 font-serif text-lg">
              {kjv.data.references.map((item) => (
                <li key={item.reference}>
                  <span className="me-2 font-sans text-sm font-semibold text-brand-700">
                    {item.reference}
                  </span>
                  {item.text}
                </li>
              ))}
            </ol>
          ) : null}
        </section>
        <div className="mt-10">
          <DevSessionPanel />
        </div>
      </StrongsPopupProvider>
    </DeveloperPage>
  );
}
