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

/** The marks kept in `storage`; anything unreadable or not a mark is left out. */
export function readLocalMarks(storage = browserStorage()): LocalMark[] {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isMark) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; marks: LocalMark[] } | undefined;

function writeLocalMarks(marks: LocalMark[], storage = browserStorage()): boolean {
  try {
    if (marks.length) storage?.setItem(KEY, JSON.stringify(marks));
    else storage?.removeItem(KEY);
  } catch {
    return false;
  }
  cache = undefined;
  for (const listener of listeners) listener();
  return true;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/**
 * Keeps a new mark with the KJV keys of its verses (none for a journal note, or where they are not known);
 * undefined when the browser refuses it or holds LOCAL_MARKS_MAX already.
 */
export function addLocalMark(
  input: NewMark & Partial<KjvSpan>,
  storage = browserStorage(),
  now = new Date(),
): LocalMark | undefined {
  const marks = readLocalMarks(storage);
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
  return writeLocalMarks([...marks, mark], storage) ? mark : undefined;
}

/** Changes a kept mark's colour, text or tags. */
export function updateLocalMark(
  id: string,
  change: Partial<Pick<Mark, 'color' | 'text' | 'tags'>>,
  storage = browserStorage(),
  now = new Date(),
): LocalMark | undefined {
  const marks = readLocalMarks(storage);
  const index = marks.findIndex((mark) => mark.id === id);
  if (index < 0) return undefined;
  const updated: LocalMark = {
    ...marks[index]!,
    ...change,
    ...(change.tags ? { tags: normaliseTags(change.tags) } : {}),
    updatedAt: now.toISOString(),
  };
  marks[index] = updated;
  return writeLocalMarks(marks, storage) ? updated : undefined;
}

export function removeLocalMarks(ids: readonly string[], storage = browserStorage()): void {
  const gone = new Set(ids);
  writeLocalMarks(
    readLocalMarks(storage).filter((mark) => !gone.has(mark.id)),
    storage,
  );
}

/** Forgets every mark kept in the browser (after they were merged into the account). */
export function clearLocalMarks(storage = browserStorage()): void {
  writeLocalMarks([], storage);
}

/** Calls `listener` whenever the browser's marks change, here or in another tab; answers how to stop. */
export function subscribeLocalMarks(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      cache = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: LocalMark[] = [];

/** The browser's marks, the same array until they change. */
export function snapshot(): LocalMark[] {
  const storage = browserStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (!cache || cache.raw !== raw) cache = { raw, marks: raw ? readLocalMarks(storage) : NONE };
  return cache.marks;
}

/** The browser's marks, drawn again when they change here or in another tab; none on the server. */
export function useLocalMarks(): LocalMark[] {
  return useSyncExternalStore(subscribeLocalMarks, snapshot, () => NONE);
}
