import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { StrongsPopupContext } from './strongsPopupContext';
import { dictionaryNumber } from './strongsNumber';

// The popup (and its Phoenician font) loads the first time a number is clicked.
const StrongsPopup = lazy(() => import('./StrongsPopup'));

/** Hosts the Strong's popup for a screen: any number clicked inside opens it; navigating closes it. */
export function StrongsPopupProvider({ children }: { children: ReactNode }) {
  const [number, setNumber] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const controls = useMemo(
    () => ({
      openStrongs: (value: string) => {
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
          />
        </Suspense>
      ) : null}
    </StrongsPopupContext.Provider>
  );
}
