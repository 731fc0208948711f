import { createContext, useContext } from 'react';

export interface StrongsPopupControls {
  /**
   * Opens the popup on a Strong's number (or moves an open popup to it); `opener`, the number's button in a
   * verse, tells the popup which word of which verse it came from.
   */
  openStrongs: (number: string, opener?: HTMLElement) => void;
}

export const StrongsPopupContext = createContext<StrongsPopupControls | null>(null);

/** The one Strong's popup of the page; components that show numbers call `openStrongs(number)`. */
export function useStrongsPopup(): StrongsPopupControls {
  const controls = useContext(StrongsPopupContext);
  if (!controls) throw new Error('useStrongsPopup needs a StrongsPopupProvider around it');
  return controls;
}
