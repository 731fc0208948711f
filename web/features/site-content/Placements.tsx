import { ExternalLink } from 'lucide-react';
import type { AdPosition, BoxPosition } from '../../../core/site-content/positions';
import { SafeHtml } from './SafeHtml';
import { usePlacements } from './siteContentApi';

interface SlotProps<P> {
  position: P;
  className?: string;
}

/**
 * The advertisements an administrator placed at `position` (sidebar, results, header, footer), or nothing.
 * Marked "Advertisement" so no reader mistakes one for the site's own text; its link goes through the click
 * counter (`/go/ad/{id}`) and opens in a new tab.
 */
export function AdSlot({ position, className = '' }: SlotProps<AdPosition>) {
  const { data } = usePlacements();
  const ads = data?.ads[position] ?? [];
  if (ads.length === 0) return null;
  return (
    <div className={`grid gap-3 ${className}`} data-placement={`ads-${position}`}>
      {ads.map((ad) => (
        <div key={ad.id} className="rounded-lg border border-gold-500 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">Advertisement</p>
          <p className="mt-1 font-serif text-lg font-bold text-brand-800">
            {ad.href ? (
              <a
                href={ad.href}
                target="_blank"
                rel="sponsored noopener"
                className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
              >
                {ad.title}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(advertisement, opens in a new tab)</span>
              </a>
            ) : (
              ad.title
            )}
          </p>
          <SafeHtml html={ad.html} className="mt-2 text-sm text-ink" />
        </div>
      ))}
    </div>
  );
}

/** The content boxes an administrator placed at `position` (homepage, search, results, about, sidebar). */
export function BoxSlot({ position, className = '' }: SlotProps<BoxPosition>) {
  const { data } = usePlacements();
  const boxes = data?.boxes[position] ?? [];
  if (boxes.length === 0) return null;
  return (
    <div className={`grid gap-4 ${className}`} data-placement={`boxes-${position}`}>
      {boxes.map((box) => (
        <section
          key={box.id}
          aria-labelledby={`content-box-${box.id}`}
          className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
        >
          <h2 id={`content-box-${box.id}`} className="font-serif text-xl font-bold text-brand-800">
            {box.title}
          </h2>
          <SafeHtml html={box.html} className="mt-2 text-ink" />
        </section>
      ))}
    </div>
  );
}
