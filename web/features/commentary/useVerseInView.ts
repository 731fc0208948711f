import { useEffect, useState } from 'react';

/**
 * The first verse of the chapter in view as the text scrolls: the reader's verses (`li#v1`, `li#v2`, …) are
 * watched with an IntersectionObserver over the part of the screen the text is read in (`bottomInset`: the
 * share of the screen a bottom sheet covers). A `pinned` verse (the one the verse bar's Study asked for) is the
 * verse in view for as long as it is on screen. Undefined until a verse has been seen.
 */
export function useVerseInView(
  verses: readonly number[],
  bottomInset: number,
  pinned?: number,
): number | undefined {
  const [inView, setInView] = useState<number | undefined>();
  const key = verses.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const verse = Number(entry.target.id.slice(1));
          if (entry.isIntersecting) visible.add(verse);
          else visible.delete(verse);
        }
        if (visible.size)
          setInView(pinned !== undefined && visible.has(pinned) ? pinned : Math.min(...visible));
      },
      { rootMargin: `-64px 0px -${Math.round(bottomInset * 100)}% 0px` },
    );
    for (const verse of verses) {
      const element = document.getElementById(`v${verse}`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the verse list is compared by its numbers.
  }, [key, bottomInset, pinned]);
  return inView;
}
