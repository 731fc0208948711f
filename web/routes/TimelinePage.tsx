import { LogIn, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../app/routing';
import type { ReaderTimelineEvent } from '../../core/api/timeline';
import { TIMELINE_CATEGORIES, TIMELINE_CHRONOLOGY, categoryLabel } from '../../core/timeline/categories';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { usePageUser } from '../features/auth/usePageUser';
import { EventDialog, isOwnEvent, type AnyTimelineEvent } from '../features/timeline/EventDialog';
import { OwnEventForm } from '../features/timeline/OwnEventForm';
import { TimelineAxis } from '../features/timeline/TimelineAxis';
import {
  ownEventNumber,
  useDeleteMyEvent,
  useMyTimelineEvents,
  useTimelineEvents,
} from '../features/timeline/timelineApi';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { toast } from '../ui/toast/toastStore';

function EventCard({ event, onOpen }: { event: AnyTimelineEvent; onOpen: (id: string) => void }) {
  const own = isOwnEvent(event);
  return (
    <li>
      <button
        type="button"
        data-event-id={event.id}
        onClick={() => onOpen(event.id)}
        className={`w-full rounded-lg border bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 ${
          own ? 'border-gold-500' : 'border-brand-100'
        }`}
      >
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {own ? (
            <span className="mr-2 rounded bg-gold-300 px-1.5 py-0.5 text-ink normal-case">Yours</span>
          ) : null}
          {categoryLabel(event.category)} · {event.date}
        </span>
        <span className="mt-1 block font-serif text-lg font-bold text-ink">{event.title}</span>
        {event.description ? (
          <span className="mt-1 block text-sm text-muted">{event.description}</span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * The reader's own events: add (signed in) or an offer to sign in; neither until the browser knows who is
 * signed in (`signedIn` undefined: the server's page, decision 266).
 */
function OwnEventsBar({
  signedIn,
  count,
  onAdd,
}: {
  signedIn: boolean | undefined;
  count: number;
  onAdd: () => void;
}) {
  const { openLogin } = useLoginDialog();
  return (
    <div className="mt-4 flex min-h-14 flex-wrap items-center justify-between gap-3 rounded-lg border border-gold-500 bg-white p-3">
      <p className="text-sm text-ink">
        {signedIn === undefined
          ? 'Your own events (a baptism, a journey, a study) can stand beside the Bible’s.'
          : signedIn
            ? count > 0
              ? `Your own events: ${count}, shown with the others and marked "Yours".`
              : 'Add your own events (a baptism, a journey, a study) to see them beside the Bible’s.'
            : 'Sign in to add your own events to the timeline.'}
      </p>
      {signedIn === undefined ? null : signedIn ? (
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add your own event
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => openLogin('login')}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign in to add events
        </Button>
      )}
    </div>
  );
}

export default function TimelinePage() {
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError } = useTimelineEvents();
  const { data: user, isPending: sessionPending } = usePageUser();
  const mine = useMyTimelineEvents(Boolean(user));
  const remove = useDeleteMyEvent();
  const [editing, setEditing] = useState<{ event: ReaderTimelineEvent | undefined } | undefined>();
  const [deleting, setDeleting] = useState<ReaderTimelineEvent | undefined>();
  const category = params.get('category') ?? 'all';
  const openId = params.get('event');
  const returnTo = useRef<string | null>(null);
  const tab = params.get('view') === 'era' ? 'era' : 'timeline';
  const events = useMemo(
    () => [...(data ?? []), ...(user ? (mine.data ?? []) : [])].sort((a, b) => a.year - b.year),
    [data, mine.data, user],
  );
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

  function closeEvent() {
    returnTo.current = openId;
    update({ event: null });
  }

  /**
   * Focus returns to the card of the closed event (also when it was opened from a shared link), at the moment the
   * dialog gives focus back, so nothing moves it afterwards.
   */
  function focusEventCard(event: Event) {
    const id = returnTo.current;
    returnTo.current = null;
    const card = id ? document.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`) : null;
    if (!card) return;
    event.preventDefault();
    card.focus();
  }

  function confirmDelete() {
    const id = deleting && ownEventNumber(deleting.id);
    if (id === undefined) return;
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Event deleted', description: deleting?.title, variant: 'success' });
        setDeleting(undefined);
        update({ event: null });
      },
      onError: (failure) =>
        toast({ title: 'Deletion failed', description: failure.message, variant: 'destructive' }),
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-brand-800">
        Interactive Timeline of Biblical Events
      </h1>
      <p className="mt-2 text-sm text-muted">{TIMELINE_CHRONOLOGY}</p>
      <OwnEventsBar
        signedIn={sessionPending ? undefined : Boolean(user)}
        count={mine.data?.length ?? 0}
        onAdd={() => setEditing({ event: undefined })}
      />
      {isPending ? <Spinner label="Loading timeline events" /> : null}
      {isError ? (
        <p role="alert" className="mt-4 text-danger-600">
          Failed to fetch timeline events
        </p>
      ) : null}
      {data ? (
        <Tabs
          value={tab}
          onValueChange={(value) => update({ view: value === 'era' ? 'era' : null })}
          className="mt-4"
        >
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
                      : 'border-brand-600 bg-white text-brand-800 hover:bg-parchment-dark'
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
            <TimelineAxis events={shown} onOpen={(id) => update({ event: id })} />
            <p className="mx-auto mb-2 max-w-4xl text-sm text-muted" aria-live="polite">
              {shown.length} events
            </p>
            <ol className="mx-auto max-w-4xl space-y-3 border-l-2 border-brand-100 pl-4">
              {shown.map((event) => (
                <EventCard key={event.id} event={event} onOpen={(id) => update({ event: id })} />
              ))}
            </ol>
          </TabsContent>
          <TabsContent value="era">
            <div className="mx-auto max-w-4xl">
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
            </div>
          </TabsContent>
        </Tabs>
      ) : null}
      <EventDialog
        event={editing || deleting ? undefined : open}
        onClose={closeEvent}
        onCloseAutoFocus={focusEventCard}
        onEdit={(event) => setEditing({ event })}
        onDelete={(event) => setDeleting(event)}
      />
      {editing ? (
        <OwnEventForm
          open
          event={editing.event}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            update({ event: saved.id });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title="Delete this event?"
        description={deleting ? `"${deleting.title}" will be deleted. This cannot be undone.` : undefined}
      />
    </div>
  );
}
