import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** A run of verses of one chapter: where it started (the anchor) and where it ends now. */
export interface Selection {
  anchor: number;
  end: number;
}

export function selectedRange(selection: Selection | null): { from: number; to: number } | undefined {
  if (!selection) return undefined;
  return { from: Math.min(selection.anchor, selection.end), to: Math.max(selection.anchor, selection.end) };
}

/** Clicks on these keep doing what they do (a Strong's number, a word's link, the verse's own buttons). */
const INTERACTIVE =
  'a, button, input, textarea, select, label, [role="button"], [role="dialog"], [data-verse-panel]';
const LONG_PRESS_MS = 500;

/**
 * Selecting verses as a reader expects (issue 37): a click or tap anywhere on a verse selects it, or clears it
 * when it is the only one selected; shift-click or a long press extends from the first to this one. The
 * keyboard: one verse at a time is in the tab order (a roving focus), the arrows move it, Shift+arrow extends,
 * Enter or Space selects, Escape clears. Without `ranges` (a search's results, verses of many chapters) one
 * verse at a time.
 */
export function useVerseSelection(verses: readonly number[], { ranges = true }: { ranges?: boolean } = {}) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [active, setActive] = useState<number | undefined>(undefined);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);

  const choose = useCallback(
    (verse: number, extend: boolean) => {
      setActive(verse);
      setSelection((current) => {
        if (extend && ranges && current) return { anchor: current.anchor, end: verse };
        if (current && current.anchor === verse && current.end === verse) return null;
        return { anchor: verse, end: verse };
      });
    },
    [ranges],
  );

  const activeRef = useRef<number | undefined>(undefined);
  activeRef.current = active;
  /** Clears the selection; focus left in the closing bar (or nowhere) goes back to the verse it acted on. */
  const clear = useCallback(() => {
    setSelection(null);
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[data-verse-bar]')) {
      document.querySelector<HTMLElement>(`li[data-verse="${activeRef.current}"]`)?.focus();
    }
  }, []);

  function focusVerse(verse: number, element: HTMLElement) {
    setActive(verse);
    element.closest('ol')?.querySelector<HTMLElement>(`[data-verse="${verse}"]`)?.focus();
  }

  function handlers(verse: number) {
    return {
      'data-verse': verse,
      tabIndex: verse === (active ?? verses[0]) ? 0 : -1,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (pressed.current) {
          pressed.current = false;
          return;
        }
        const target = event.target as HTMLElement;
        if (target.closest(INTERACTIVE)) return;
        // A reader dragging over words to copy them is not choosing verses.
        if (window.getSelection()?.toString()) return;
        choose(verse, event.shiftKey);
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'touch') return;
        pressed.current = false;
        clearTimeout(pressTimer.current);
        pressTimer.current = setTimeout(() => {
          pressed.current = true;
          choose(verse, true);
        }, LONG_PRESS_MS);
      },
      onPointerUp: () => clearTimeout(pressTimer.current),
      onPointerCancel: () => clearTimeout(pressTimer.current),
      onPointerMove: () => clearTimeout(pressTimer.current),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget) return;
        const index = verses.indexOf(verse);
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose(verse, event.shiftKey);
        } else if (event.key === 'Escape') {
          clear();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const next = verses[index + (event.key === 'ArrowDown' ? 1 : -1)];
          if (next === undefined) return;
          event.preventDefault();
          focusVerse(next, event.currentTarget);
          if (event.shiftKey) choose(next, true);
        }
      },
    };
  }

  return { selection, range: selectedRange(selection), handlers, clear, setSelection };
}
