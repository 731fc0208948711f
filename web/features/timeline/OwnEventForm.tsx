import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ReaderTimelineEvent } from '../../../core/api/timeline';
import { TIMELINE_CATEGORIES } from '../../../core/timeline/categories';
import { READER_EVENT_LIMITS, yearOfDate } from '../../../core/timeline/event-dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { ownEventNumber, useSaveMyEvent } from './timelineApi';

interface Draft {
  title: string;
  date: string;
  category: string;
  description: string;
  location: string;
  keyFigures: string;
  scripture: string;
}

const draftOf = (event: ReaderTimelineEvent | undefined): Draft => ({
  title: event?.title ?? '',
  date: event?.date ?? '',
  category: event?.category ?? '',
  description: event?.description ?? '',
  location: event?.location ?? '',
  keyFigures: event?.keyFigures?.map((figure) => figure.name).join(', ') ?? '',
  scripture: event?.scripture.join('; ') ?? '',
});

/** "Acts 2:38; Romans 6:3-4" or one per line → the list the calls take. */
const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

type Errors = Partial<Record<keyof Draft, string>>;

/** The checks the form can make by itself; the server checks everything again, references included. */
function check(draft: Draft): Errors {
  const errors: Errors = {};
  if (!draft.title.trim()) errors.title = 'title is required';
  if (yearOfDate(draft.date) === undefined)
    errors.date = 'date must contain a year, for example "c. 1446 BC" or "AD 30"';
  if (!draft.category) errors.category = 'category is required';
  return errors;
}

/** Which field a server message names ("scripture: …", "date must …"). */
function fieldOf(message: string): keyof Draft | undefined {
  const field = /^(title|date|category|description|location|scripture)\b/.exec(message)?.[1];
  if (field) return field as keyof Draft;
  return /key figure/.test(message) ? 'keyFigures' : undefined;
}

interface OwnEventFormProps {
  open: boolean;
  /** The event being changed; a new one when undefined. */
  event: ReaderTimelineEvent | undefined;
  onClose: () => void;
  onSaved: (event: ReaderTimelineEvent) => void;
}

/** Add or change one of the reader's own events (issue 18), in a dialog. */
export function OwnEventForm({ open, event, onClose, onSaved }: OwnEventFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMyEvent();
  const descriptionId = useId();
  const scriptureId = useId();
  const change = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: draft.title,
      date: draft.date,
      category: draft.category,
      description: draft.description,
      location: draft.location || null,
      keyFigures: listOf(draft.keyFigures, /,/),
      scripture: listOf(draft.scripture, /[;\n]/),
    };
    save.mutate(
      { id: event ? ownEventNumber(event.id) : undefined, body },
      {
        onSuccess: (saved) => {
          toast({
            title: event ? 'Event saved' : 'Event added',
            description: saved.title,
            variant: 'success',
          });
          onSaved(saved);
        },
        onError: (failure) => setErrors({ [fieldOf(failure.message) ?? 'title']: failure.message }),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={event ? 'Edit your event' : 'Add your own event'}
      description="Only you see your events; they are kept with your account."
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <TextField
          label="Title"
          value={draft.title}
          maxLength={READER_EVENT_LIMITS.title}
          onChange={(e) => change('title', e.target.value)}
          error={errors.title}
        />
        <TextField
          label="Date (with a year: c. 1446 BC, AD 30)"
          value={draft.date}
          maxLength={READER_EVENT_LIMITS.date}
          onChange={(e) => change('date', e.target.value)}
          error={errors.date}
        />
        <div className="grid gap-1">
          <Select
            label="Category"
            value={draft.category}
            placeholder="Choose a category"
            options={TIMELINE_CATEGORIES.map(({ value, label }) => ({ value, label }))}
            onValueChange={(value) => change('category', value)}
          />
          {errors.category ? <p className="text-sm text-danger-600">{errors.category}</p> : null}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
            Description
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={READER_EVENT_LIMITS.description}
            value={draft.description}
            onChange={(e) => change('description', e.target.value)}
            className="rounded-md border border-gray-400 bg-white p-2 text-ink"
          />
        </div>
        <TextField
          label="Location (optional)"
          value={draft.location}
          maxLength={READER_EVENT_LIMITS.location}
          onChange={(e) => change('location', e.target.value)}
          error={errors.location}
        />
        <TextField
          label="Key figures (separated by commas)"
          value={draft.keyFigures}
          onChange={(e) => change('keyFigures', e.target.value)}
          error={errors.keyFigures}
        />
        <div className="grid gap-1.5">
          <label htmlFor={scriptureId} className="text-sm font-medium text-ink">
            Scripture references (separated by semicolons)
          </label>
          <input
            id={scriptureId}
            value={draft.scripture}
            placeholder="Acts 2:38; Romans 6:3-4"
            onChange={(e) => change('scripture', e.target.value)}
            aria-invalid={errors.scripture ? true : undefined}
            aria-describedby={errors.scripture ? `${scriptureId}-error` : undefined}
            className="min-h-10 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-danger-600"
          />
          {errors.scripture ? (
            <p id={`${scriptureId}-error`} className="text-sm text-danger-600">
              {errors.scripture}
            </p>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving...' : event ? 'Save' : 'Add event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
