import { useCallback, useEffect, useRef, useState } from 'react';

/** Indicators such as Copied, Shared and COPIED! stay for 2 seconds. */
const INDICATOR_MS = 2000;

/** A flag that turns itself off again after `ms`; raising it again restarts the clock. */
export function useTimedFlag(ms = INDICATOR_MS): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise];
}
