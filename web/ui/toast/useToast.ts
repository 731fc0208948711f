import { useSyncExternalStore } from 'react';
import { dismissToast, getToastState, subscribeToToasts, toast } from './toastStore';

/** The toast API: `toast({ title, description, variant })`, `dismiss(id?)`, and the current list. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts, toast, dismiss: dismissToast };
}
