import { BookOpen, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReaderTimelineEvent, TimelineEvent } from '../../../core/api/timeline';
import { categoryLabel } from '../../../core/timeline/categories';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { resultsUrl } from '../search/resultsUrl';
import { PassageText } from './PassageText';

export type AnyTimelineEvent = TimelineEvent | ReaderTimelineEvent;

export function isOwnEvent(event: AnyTimelineEvent): event is ReaderTimelineEvent {
  return 'mine' in event && event.mine;
}

interface EventDialogProps {
  event: AnyTimelineEvent | undefined;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (Radix's `onCloseAutoFocus`). */
  onCloseAutoFocus?: (event: Event) => void;
  /** For the reader's own events: change or delete it. */
  onEdit?: (event: ReaderTimelineEvent) => void;
  onDelete?: (event: ReaderTimelineEvent) => void;
}

function ReferenceItem({ reference }: { reference: string }) {
  const [reading, setReading] = useState(false);
  return (
    <li>
      <div className="flex flex-wrap gap-2">
        <a
          className="inline-flex items-center gap-1 rounded border border-brand-600 px-2 py-1 text-brand-800 hover:bg-parchment-dark"
          href={resultsUrl({ q: reference })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {reference}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(search opens in a new tab)</span>
        </a>
        <Button variant="ghost" size="sm" aria-expanded={reading} onClick={() => setReading(!reading)}>
          <BookOpen aria-hidden="true" className="size-4" />
          {reading ? 'Hide' : 'Read here'}
          <span className="sr-only"> {reference}</span>
        </Button>
      </div>
      {reading ? <PassageText reference={reference} /> : null}
    </li>
  );
}

/** Every field of one event; each reference opens the search for it in a new tab or is read in place. */
export function EventDialog({ event, onClose, onCloseAutoFocus, onEdit, onDelete }: EventDialogProps) {
  const own = event && isOwnEvent(event) ? event : undefined;
  return (
    <Dialog
      open={event !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={event?.title ?? ''}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {event ? (
        <>
          {own ? (
            <p className="-mt-3 mb-3 text-sm font-semibold text-gold-700">Your event (only you see it)</p>
          ) : null}
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-brand-800">Category</dt>
              <dd>{categoryLabel(event.category)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-800">Date</dt>
              <dd>
                {event.date}
                {event.scholarlyDate ? ` (common scholarly date: ${event.scholarlyDate})` : ''}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-800">Era</dt>
              <dd>{event.era}</dd>
            </div>
            {event.description ? (
              <div>
                <dt className="font-semibold text-brand-800">Description</dt>
                <dd className="whitespace-pre-line">{event.description}</dd>
              </div>
            ) : null}
            {event.location ? (
              <div>
                <dt className="font-semibold text-brand-800">Location</dt>
                <dd>
                  {event.location}
                  {event.places?.some((place) => place.strongs) ? (
                    <span className="block text-muted">
                      In the concordance:{' '}
                      {event.places
                        .filter((place) => place.strongs)
                        .map((place, index) => (
                          <span key={place.name}>
                            {index > 0 ? ', ' : ''}
                            <a className="text-brand-700 underline" href={`/concordance/${place.strongs}`}>
                              {place.name} ({place.strongs})
                            </a>
                          </span>
                        ))}
                    </span>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {event.keyFigures?.length ? (
              <div>
                <dt className="font-semibold text-brand-800">Key figures</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {event.keyFigures.map((figure) => (
                      <li key={figure.name}>
                        {figure.strongs ? (
                          <a className="text-brand-700 underline" href={`/concordance/${figure.strongs}`}>
                            {figure.name} ({figure.strongs})
                          </a>
                        ) : (
                          figure.name
                        )}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {event.scripture.length ? (
              <div>
                <dt className="font-semibold text-brand-800">Scripture references</dt>
                <dd>
                  <ul className="grid gap-2">
                    {event.scripture.map((reference) => (
                      <ReferenceItem key={reference} reference={reference} />
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          {own && (onEdit || onDelete) ? (
            <div className="mt-5 flex flex-wrap gap-2 border-t border-parchment-dark pt-4">
              {onEdit ? (
                <Button variant="outline" size="sm" onClick={() => onEdit(own)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
              ) : null}
              {onDelete ? (
                <Button variant="danger" size="sm" onClick={() => onDelete(own)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
