import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '../ui/toast/useToast';

const Toaster = lazy(() => import('../ui/toast/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toasts' Radix code (a sixth of the entry script) is not part of the first script: it is mounted once the
 * page is live and the browser is idle, or at once when a toast comes first (decision 222).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(() => {
    const mount = () => setNeeded(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(mount, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(mount, 1000);
    return () => clearTimeout(timer);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
