import { useSearchParams } from 'react-router';
import type { TimelineEvent } from '../../core/api/timeline';
import { TIMELINE_CATEGORIES, TIMELINE_CHRONOLOGY, categoryLabel } from '../../core/timeline/categories';
import { EventDialog } from '../features/timeline/EventDialog';
import { useTimelineEvents } from '../features/timeline/timelineApi';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

function EventCard({ event, onOpen }: { event: TimelineEvent; onOpen: (id: string) => void }) {
  return (
    <li>
      <button
        type="button"
        data-event-id={event.id}
        onClick={() => onOpen(event.id)}
        className="w-full rounded-lg border border-brand-200 bg-white p-4 text-left shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryLabel(event.category)} · {event.date}
        </span>
        <span className="mt-1 block font-serif text-lg font-bold text-ink">{event.title}</span>
        <span className="mt-1 block text-sm text-muted">{event.description}</span>
      </button>
    </li>
  );
}

export default function TimelinePage() {
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError } = useTimelineEvents();
  const category = params.get('category') ?? 'all';
  const openId = params.get('event');
  const tab = params.get('view') === 'era' ? 'era' : 'timeline';
  const events = data ?? [];
  const shown = category === 'all' ? events : events.filter((e) => e.category === category);
  const open = events.find((e) => e.id === openId);

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-brand-800">
        Interactive Timeline of Biblical Events
      </h1>
      <p className="mt-2 text-sm text-muted">{TIMELINE_CHRONOLOGY}</p>
      {isPending ? <Spinner label="Loading timeline events" /> : null}
      {isError ? (
        <p role="alert" className="mt-4 text-red-700">
          Failed to fetch timeline events
        </p>
      ) : null}
      {data ? (
        <Tabs value={tab} onValueChange={(value) => update({ view: value === 'era' ? 'era' : null })}>
          <TabsList>
            <TabsTrigger value="timeline">Timeline View</TabsTrigger>
            <TabsTrigger value="era">By Era</TabsTrigger>
          </TabsList>
          <TabsContent value="timeline">
            <div role="group" aria-label="Filter by category" className="my-4 flex flex-wrap gap-2">
              {[{ value: 'all', label: 'All Events' }, ...TIMELINE_CATEGORIES].map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={category === option.value}
                  onClick={() => update({ category: option.value === 'all' ? null : option.value })}
                  className={`rounded-full border px-3 py-1 text-sm ${
                    category === option.value
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-300 bg-white text-brand-800 hover:bg-parchment-dark'
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
            <p className="mb-2 text-sm text-muted" aria-live="polite">
              {shown.length} events
            </p>
            <ol className="space-y-3 border-l-2 border-brand-200 pl-4">
              {shown.map((event) => (
                <EventCard key={event.id} event={event} onOpen={(id) => update({ event: id })} />
              ))}
            </ol>
          </TabsContent>
          <TabsContent value="era">
            {TIMELINE_CATEGORIES.map(({ value, label }) => {
              const inCategory = events.filter((e) => e.category === value);
              if (inCategory.length === 0) return null;
              return (
                <section key={value} className="mt-6" aria-labelledby={`era-${value}`}>
                  <h2 id={`era-${value}`} className="font-serif text-xl font-bold text-brand-800">
                    {label} <span className="text-sm font-normal text-muted">({inCategory.length})</span>
                  </h2>
                  <ol className="mt-2 space-y-3">
                    {inCategory.map((event) => (
                      <EventCard key={event.id} event={event} onOpen={(id) => update({ event: id })} />
                    ))}
                  </ol>
                </section>
              );
            })}
          </TabsContent>
        </Tabs>
      ) : null}
      <EventDialog
        event={open}
        onClose={() => {
          const id = openId;
          update({ event: null });
          // Focus returns to the card that opened the dialog (also when it was opened from a shared link).
          window.setTimeout(() => {
            if (id) document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`)?.focus();
          }, 50);
        }}
      />
    </main>
  );
}
