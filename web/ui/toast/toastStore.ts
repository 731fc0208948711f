/** The toasts: at most five at once, each for five seconds, swiped away past 50 px, reached with F8. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
/** The list the toasts appear in (the Radix viewport, and its stand-in before the first toast). */
export const TOAST_VIEWPORT_CLASS =
  'fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm';
/** How long a closed toast stays mounted so that its exit animation can run. */
const TOAST_REMOVE_DELAY_MS = 400;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  { type: 'add'; toast: ToastItem } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

/** Newest first, at most TOAST_LIMIT kept; dismissing closes (for the animation), removing unmounts. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

type Listener = (state: ToastState) => void;

let state: ToastState = { toasts: [] };
const listeners = new Set<Listener>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener(state);
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes one toast (or all) and unmounts it once its exit animation has run. */
export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
  setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast and returns its id; usable outside React (e.g. in mutation callbacks). */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return id;
}
