import { ChevronLeft, ChevronRight, ZoomOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button';
import type { AnyTimelineEvent } from './EventDialog';

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Century buckets: bucket b holds the years b*100 … b*100+99 (b = -15: 1500-1401 BC). */
const centuryOf = (year: number) => Math.floor(year / 100);

export function centuryLabel(bucket: number): string {
  return bucket >= 0 ? `${ordinal(bucket + 1)} c. AD` : `${ordinal(-bucket)} c. BC`;
}

export function decadeLabel(start: number): string {
  return start >= 0 ? `AD ${start}s` : `${-start}–${-(start + 9)} BC`;
}

interface TimelineAxisProps {
  events: readonly AnyTimelineEvent[];
  onOpen: (id: string) => void;
}

/**
 * The horizontal view of wide screens: the centuries as columns sized by how many events they hold; choosing
 * one zooms into its ten decades, each listing its events (decision 162).
 */
export function TimelineAxis({ events, onOpen }: TimelineAxisProps) {
  const [century, setCentury] = useState<number | undefined>();
  const buckets = useMemo(() => {
    const counts = new Map<number, number>();
    for (const event of events)
      counts.set(centuryOf(event.year), (counts.get(centuryOf(event.year)) ?? 0) + 1);
    const keys = [...counts.keys()];
    if (keys.length === 0) return [];
    const first = Math.min(...keys);
    const last = Math.max(...keys);
    return Array.from({ length: last - first + 1 }, (_, i) => ({
      bucket: first + i,
      count: counts.get(first + i) ?? 0,
    }));
  }, [events]);
  const most = Math.max(1, ...buckets.map((b) => b.count));

  if (buckets.length === 0) return null;

  if (century === undefined) {
    return (
      <section
        aria-labelledby="axis-heading"
        className="mb-6 hidden rounded-lg border border-parchment-dark bg-white p-4 lg:block"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="axis-heading" className="font-serif text-lg font-bold text-brand-800">
            Time axis: centuries
          </h2>
          <p className="text-sm text-muted">Choose a century to zoom into its decades.</p>
        </div>
        <ol className="mt-3 flex items-end gap-px overflow-x-auto pb-1">
          {buckets.map(({ bucket, count }) => (
            <li key={bucket} className="flex min-w-9 flex-1 flex-col items-center">
              <button
                type="button"
                disabled={count === 0}
                onClick={() => setCentury(bucket)}
                aria-label={`${centuryLabel(bucket)}: ${count} ${count === 1 ? 'event' : 'events'}`}
                title={`${centuryLabel(bucket)}: ${count}`}
                className="flex h-28 w-full items-end rounded-sm hover:bg-parchment-dark disabled:cursor-default disabled:hover:bg-transparent"
              >
                <span
                  aria-hidden="true"
                  className="block w-full rounded-t-sm bg-brand-600"
                  style={{ height: `${count === 0 ? 2 : Math.max(8, (count / most) * 100)}%` }}
                />
              </button>
              <span
                aria-hidden="true"
                className="mt-1 text-[10px] leading-tight whitespace-nowrap text-muted [writing-mode:vertical-rl] rotate-180"
              >
                {centuryLabel(bucket)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    );
  }

  const decades = Array.from({ length: 10 }, (_, d) => {
    const start = century * 100 + d * 10;
    return { start, events: events.filter((e) => e.year >= start && e.year <= start + 9) };
  });
  const index = buckets.findIndex((b) => b.bucket === century);
  const earlier = buckets
    .slice(0, index)
    .reverse()
    .find((b) => b.count > 0)?.bucket;
  const later = buckets.slice(index + 1).find((b) => b.count > 0)?.bucket;

  return (
    <section
      aria-labelledby="axis-heading"
      className="mb-6 hidden rounded-lg border border-parchment-dark bg-white p-4 lg:block"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="axis-heading" className="font-serif text-lg font-bold text-brand-800">
          Time axis: the {centuryLabel(century)} by decade
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={earlier === undefined}
            onClick={() => setCentury(earlier)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Earlier century
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={later === undefined}
            onClick={() => setCentury(later)}
          >
            Later century
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setCentury(undefined)}>
            <ZoomOut aria-hidden="true" className="size-4" />
            All centuries
          </Button>
        </div>
      </div>
      <ol className="mt-3 grid grid-cols-10 gap-1">
        {decades.map(({ start, events: inDecade }) => (
          <li key={start} className="min-w-0 border-t-4 border-brand-100 pt-1">
            <p className="text-xs font-semibold text-muted">{decadeLabel(start)}</p>
            <ul className="mt-1 grid gap-1">
              {inDecade.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(event.id)}
                    className="w-full rounded border border-brand-100 bg-brand-50 px-1.5 py-1 text-left text-xs leading-snug text-brand-800 hover:border-brand-600"
                  >
                    {event.title}
                    <span className="block text-[11px] text-muted">{event.date}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
