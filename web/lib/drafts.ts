import { useCallback, useState } from 'react';

/**
 * Drafts a reader is writing (a note, later a saved verse's comment), kept in the tab's sessionStorage so that
 * nothing typed is lost when the screen's data reloads or the screen is drawn again: signing in or up in the
 * dialog (the screen's calls are asked again as the reader's), a reload, a chunk loading again (decision 256).
 * A draft is found by its key, which names what it belongs to (`devotional-note:2026-11-28:Genesis 1-3`), so a
 * draft is never shown beside something else. sessionStorage rather than localStorage: a draft goes when the
 * tab is closed, and is never left on a shared computer for the next person.
 */

const PREFIX = 'oc-draft:';

/** The longest draft kept (characters); what a reader types beyond it is still shown, only not kept. */
export const DRAFT_MAX_LENGTH = 20_000;

/** The storage drafts go in; undefined on the server and where the browser refuses storage. */
function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft kept under `key`, or '' when there is none. */
export function readDraft(key: string, storage = tabStorage()): string {
  try {
    return storage?.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the draft under `key` (an empty text removes it). */
export function writeDraft(key: string, text: string, storage = tabStorage()): void {
  try {
    if (!text) storage?.removeItem(PREFIX + key);
    else if (text.length <= DRAFT_MAX_LENGTH) storage?.setItem(PREFIX + key, text);
  } catch {
    // Storage full or refused: the text is still on the screen, only not kept.
  }
}

/** Forgets the draft under `key`, once what it was for is done. */
export function clearDraft(key: string, storage = tabStorage()): void {
  writeDraft(key, '', storage);
}

export interface Draft {
  text: string;
  setText: (text: string) => void;
  /** Empties the box and forgets the draft. */
  clear: () => void;
}

/**
 * A text box's value kept as the draft under `key`: the box shows the draft of its key, and each change is kept.
 * Without a key (what the draft belongs to is not known yet) the box is empty and nothing is kept.
 */
export function useDraft(key: string | undefined): Draft {
  const [state, setState] = useState(() => ({ key, text: key ? readDraft(key) : '' }));
  let current = state;
  if (state.key !== key) {
    // Another thing to write about: its own draft (React's way of state derived from a prop).
    current = { key, text: key ? readDraft(key) : '' };
    setState(current);
  }
  const setText = useCallback(
    (text: string) => {
      if (key) writeDraft(key, text);
      setState({ key, text });
    },
    [key],
  );
  const clear = useCallback(() => setText(''), [setText]);
  return { text: current.text, setText, clear };
}
