import { useSyncExternalStore } from 'react';
import {
  HIGHLIGHT_COLORS,
  MARK_KINDS,
  NOTE_MAX_LENGTH,
  normaliseTags,
  type Mark,
  type NewMark,
} from '../../../core/study/marks';
import type { KjvSpan, LocalMark } from './localPlaces';
import { offlineMarksKey } from './offlineMarks';

/**
 * The marks of a reader who is not signed in, kept in the browser's localStorage (decision 320) so that nothing
 * is lost: at sign-in or sign-up they are offered to the account and, once merged, forgotten here. localStorage
 * rather than sessionStorage (the drafts' choice): a highlight is meant to last, like a pencil mark in a book.
 * Each keeps the KJV keys of its verses beside its `ref`, so that it shows on the same verse in every version
 * (decision 403, localPlaces.ts).
 */

const KEY = 'oc-marks:v1';
/** The most marks kept in a browser; the account holds many more. */
export const LOCAL_MARKS_MAX = 5_000;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isMark(value: unknown): value is LocalMark {
  if (!value || typeof value !== 'object') return false;
  const mark = value as Record<string, unknown>;
  return (
    typeof mark.id === 'string' &&
    (MARK_KINDS as readonly string[]).includes(mark.kind as string) &&
    typeof mark.ref === 'string' &&
    Array.isArray(mark.tags) &&
    (mark.color === undefined || (HIGHLIGHT_COLORS as readonly string[]).includes(mark.color as string)) &&
    (mark.text === undefined || (typeof mark.text === 'string' && mark.text.length <= NOTE_MAX_LENGTH)) &&
    typeof mark.createdAt === 'string' &&
    typeof mark.updatedAt === 'string' &&
    (mark.startKey === undefined) === (mark.endKey === undefined) &&
    (mark.startKey === undefined || (Number.isInteger(mark.startKey) && Number.isInteger(mark.endKey)))
  );
}

/**
 * One list of marks kept under `key` of the browser's storage: the signed-out reader's (`oc-marks:v1`), or the
 * marks a signed-in reader made while offline, waiting to be sent to their account (decision 414).
 */
export interface LocalMarkStore {
  readonly key: string;
  /** The marks kept; anything unreadable or not a mark is left out. */
  read: () => LocalMark[];
  /**
   * Keeps a new mark with the KJV keys of its verses (none for a journal note, or where they are not known);
   * undefined when the browser refuses it or holds LOCAL_MARKS_MAX already.
   */
  add: (input: NewMark & Partial<KjvSpan>, now?: Date) => LocalMark | undefined;
  /** Changes a kept mark's colour, text or tags. */
  update: (
    id: string,
    change: Partial<Pick<Mark, 'color' | 'text' | 'tags'>>,
    now?: Date,
  ) => LocalMark | undefined;
  remove: (ids: readonly string[]) => void;
  /** Forgets every mark kept here. */
  clear: () => void;
  /** Calls `listener` whenever the marks change, here or in another tab; answers how to stop. */
  subscribe: (listener: () => void) => () => void;
  /** The marks, the same array until they change. */
  snapshot: () => LocalMark[];
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

const NONE: LocalMark[] = [];

/** The store of marks under `key`, in `storage` (the browser's localStorage unless a test gives its own). */
export function localMarkStore(
  key: string,
  storage: () => Storage | undefined = browserStorage,
): LocalMarkStore {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; marks: LocalMark[] } | undefined;

  const read = (): LocalMark[] => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isMark) : [];
    } catch {
      return [];
    }
  };

  const write = (marks: LocalMark[]): boolean => {
    try {
      if (marks.length) storage()?.setItem(key, JSON.stringify(marks));
      else storage()?.removeItem(key);
    } catch {
      return false;
    }
    cache = undefined;
    for (const listener of listeners) listener();
    return true;
  };

  return {
    key,
    read,
    add(input, now = new Date()) {
      const marks = read();
      if (marks.length >= LOCAL_MARKS_MAX) return undefined;
      const stamp = now.toISOString();
      const mark: LocalMark = {
        ...input,
        tags: normaliseTags(input.tags),
        ...(input.text !== undefined ? { text: input.text.slice(0, NOTE_MAX_LENGTH) } : {}),
        id: newId(),
        createdAt: stamp,
        updatedAt: stamp,
      };
      return write([...marks, mark]) ? mark : undefined;
    },
    update(id, change, now = new Date()) {
      const marks = read();
      const index = marks.findIndex((mark) => mark.id === id);
      if (index < 0) return undefined;
      const updated: LocalMark = {
        ...marks[index]!,
        ...change,
        ...(change.tags ? { tags: normaliseTags(change.tags) } : {}),
        updatedAt: now.toISOString(),
      };
      marks[index] = updated;
      return write(marks) ? updated : undefined;
    },
    remove(ids) {
      const gone = new Set(ids);
      write(read().filter((mark) => !gone.has(mark.id)));
    },
    clear() {
      write([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) {
          cache = undefined;
          listener();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    snapshot() {
      let raw: string | null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      if (!cache || cache.raw !== raw) cache = { raw, marks: raw ? read() : NONE };
      return cache.marks;
    },
  };
}

const stores = new Map<string, LocalMarkStore>();

/** The browser's one store under `key`: the same object (and the same snapshot) wherever it is asked for. */
export function browserMarkStore(key: string): LocalMarkStore {
  let store = stores.get(key);
  if (!store) stores.set(key, (store = localMarkStore(key)));
  return store;
}

/** The marks of `store`, drawn again when they change here or in another tab; none on the server or without one. */
export function useMarkStore(store: LocalMarkStore | undefined): LocalMark[] {
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? noMarks, noMarks);
}

const noSubscription = () => () => undefined;
const noMarks = () => NONE;

/** The browser's store of the signed-out reader's marks. */
export function signedOutMarkStore(): LocalMarkStore {
  return browserMarkStore(KEY);
}

/** The browser's store of the marks `userId` made offline, waiting to be sent to their account (decision 414). */
export function offlineMarkStore(userId: string): LocalMarkStore {
  return browserMarkStore(offlineMarksKey(userId));
}

/** The signed-out reader's marks, in `storage` when a test gives its own. */
const signedOut = (storage?: Storage) =>
  storage ? localMarkStore(KEY, () => storage) : signedOutMarkStore();

export function readLocalMarks(storage?: Storage): LocalMark[] {
  return signedOut(storage).read();
}

export function addLocalMark(
  input: NewMark & Partial<KjvSpan>,
  storage?: Storage,
  now = new Date(),
): LocalMark | undefined {
  return signedOut(storage).add(input, now);
}

export function updateLocalMark(
  id: string,
  change: Partial<Pick<Mark, 'color' | 'text' | 'tags'>>,
  storage?: Storage,
  now = new Date(),
): LocalMark | undefined {
  return signedOut(storage).update(id, change, now);
}

export function removeLocalMarks(ids: readonly string[], storage?: Storage): void {
  signedOut(storage).remove(ids);
}

/** Forgets every mark kept in the browser (after they were merged into the account). */
export function clearLocalMarks(storage?: Storage): void {
  signedOut(storage).clear();
}

/** The browser's marks, drawn again when they change here or in another tab; none on the server. */
export function useLocalMarks(): LocalMark[] {
  return useMarkStore(signedOutMarkStore());
}
