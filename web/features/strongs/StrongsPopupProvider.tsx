import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '../../app/routing';
import { StrongsPopupContext } from './strongsPopupContext';
import { dictionaryNumber } from './strongsNumber';

// The popup (and its Phoenician font) loads the first time a number is clicked.
const StrongsPopup = lazy(() => import('./StrongsPopup'));

/** The element focused when a number was clicked outside the popup: focus goes back to it on closing. */
function focusedOutsidePopup(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.closest('[data-strongs-popup]') ? null : active;
}

/** Hosts the Strong's popup for a screen: any number clicked inside opens it; navigating closes it. */
export function StrongsPopupProvider({ children }: { children: ReactNode }) {
  const [number, setNumber] = useState<string | null>(null);
  // The number's button in a verse: the popup offers to save that word's numbers (issue 37).
  const [word, setWord] = useState<HTMLElement | undefined>();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
    setWord(undefined);
  }, [location.key]);

  const controls = useMemo(
    () => ({
      openStrongs: (value: string, from?: HTMLElement) => {
        const outside = focusedOutsidePopup();
        if (outside) opener.current = outside;
        // A number of the entry (a neighbour, a related word) keeps the word the popup was opened from.
        if (from && !from.closest('[data-strongs-popup]')) setWord(from);
        setNumber(dictionaryNumber(value) ?? value.trim().toUpperCase());
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <StrongsPopupContext.Provider value={controls}>
      {children}
      {number ? (
        <Suspense fallback={null}>
          <StrongsPopup
            number={number}
            open={open}
            onOpenChange={setOpen}
            onNumberChange={controls.openStrongs}
            opener={opener}
            word={word}
          />
        </Suspense>
      ) : null}
    </StrongsPopupContext.Provider>
  );
}
