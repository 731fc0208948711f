import { lazy, Suspense, useState } from 'react';
import { TOAST_HOTKEY, TOAST_VIEWPORT_CLASS } from '../ui/toast/toastStore';
import { useToast } from '../ui/toast/useToast';

const Toaster = lazy(() => import('../ui/toast/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The empty notifications region, as Radix's toast viewport draws it while there is no toast: the page has its
 * landmark (and the journeys that wait for "no toast" find it) without the toasts' code.
 */
export function EmptyToastRegion() {
  return (
    <div
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY.join('+')})`}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol tabIndex={-1} className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}

/**
 * The toasts' Radix code (11 KB gzipped with its helpers) is loaded with the first toast; until then the empty
 * region stands in for it, on the server and in the browser alike (decisions 222 and 225).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={<EmptyToastRegion />}>
      <Toaster />
    </Suspense>
  ) : (
    <EmptyToastRegion />
  );
}
