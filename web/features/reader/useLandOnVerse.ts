import { useEffect, type RefObject } from 'react';

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long the page may still settle (fonts, late chunks) before the verse is left where it is. */
const SETTLING_MS = 1500;

/**
 * Puts a verse at the top of the window and keeps it there while the page above it settles: on a long
 * page (a chapter's interlinear) a smooth scroll started before the fonts arrive lands thousands of pixels
 * off. It stops as soon as the reader scrolls, types or taps, or after 1.5 s.
 */
export function useLandOnVerse(target: RefObject<HTMLElement | null>, key: string | undefined) {
  useEffect(() => {
    if (!key) return;
    let settled = false;
    const land = () => {
      if (!settled) target.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    const observer = new ResizeObserver(land);
    const stop = () => {
      settled = true;
      observer.disconnect();
    };
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    const frame = requestAnimationFrame(() => {
      land();
      observer.observe(document.body);
    });
    void document.fonts?.ready.then(land);
    const timer = setTimeout(stop, SETTLING_MS);
    return () => {
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
  }, [target, key]);
}
