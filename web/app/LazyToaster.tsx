import { lazy, Suspense, useState } from 'react';
import { useToast } from '../ui/toast/useToast';

const Toaster = lazy(() => import('../ui/toast/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toasts' Radix code (a sixth of the entry script) is loaded with the first toast, not with every page:
 * until then nothing is shown, so nothing is lost (decision 222).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
