import { useCallback, useSyncExternalStore } from 'react';
import { READING_PLANS, type ReadingPlanId } from '../../../core/devotional/plans';

/**
 * A plan a signed-out reader started in this browser ("Start this plan today"): the plan and its day 1, kept in
 * localStorage (it is where the reader is, not something they wrote) and sent as `start` with the day's reading;
 * moved to the account when the reader signs up (decision 256).
 */
export interface BrowserPlan {
  planType: ReadingPlanId;
  /** The reader's local date of day 1, YYYY-MM-DD. */
  start: string;
}

const STORAGE_KEY = 'oc-devotional-plan';
const listeners = new Set<() => void>();
let cached: { raw: string | null; plan: BrowserPlan | undefined } = { raw: null, plan: undefined };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored plan, when it is one (anything else stored under the key is ignored). */
export function parseBrowserPlan(raw: string | null): BrowserPlan | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<BrowserPlan>;
    const known = (READING_PLANS as readonly string[]).includes(value.planType ?? '');
    return known && value.planType !== 'custom' && /^\d{4}-\d{2}-\d{2}$/.test(value.start ?? '')
      ? { planType: value.planType!, start: value.start! }
      : undefined;
  } catch {
    return undefined;
  }
}

function snapshot(): BrowserPlan | undefined {
  let raw: string | null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, plan: parseBrowserPlan(raw) };
  return cached.plan;
}

function store(plan: BrowserPlan | undefined): void {
  try {
    if (plan) storage()?.setItem(STORAGE_KEY, JSON.stringify(plan));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the reader stays on the plan counted from 1 January.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The plan started in this browser, with a way to start one today and to forget it. */
export function useBrowserPlan(): {
  plan: BrowserPlan | undefined;
  start: (plan: BrowserPlan) => void;
  forget: () => void;
} {
  const plan = useSyncExternalStore(subscribe, snapshot, () => undefined);
  const start = useCallback((next: BrowserPlan) => store(next), []);
  const forget = useCallback(() => store(undefined), []);
  return { plan, start, forget };
}
