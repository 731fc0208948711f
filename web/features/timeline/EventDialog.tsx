import { ExternalLink } from 'lucide-react';
import type { TimelineEvent } from '../../../core/api/timeline';
import { categoryLabel } from '../../../core/timeline/categories';
import { Dialog } from '../../ui/Dialog';
import { resultsUrl } from '../search/resultsUrl';

interface EventDialogProps {
  event: TimelineEvent | undefined;
  onClose: () => void;
}

/** Every field of one event; each reference opens the search for it in a new tab. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  return (
    <Dialog open={event !== undefined} onOpenChange={(open) => !open && onClose()} title={event?.title ?? ''}>
      {event ? (
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
          <div>
            <dt className="font-semibold text-brand-800">Description</dt>
            <dd>{event.description}</dd>
          </div>
          {event.location ? (
            <div>
              <dt className="font-semibold text-brand-800">Location</dt>
              <dd>{event.location}</dd>
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
                        <a className="text-brand-700 underline" href={`/strongs-results?q=${figure.strongs}`}>
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
          <div>
            <dt className="font-semibold text-brand-800">Scripture references</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {event.scripture.map((reference) => (
                  <li key={reference}>
                    <a
                      className="inline-flex items-center gap-1 rounded border border-brand-300 px-2 py-1 text-brand-800 hover:bg-parchment-dark"
                      href={resultsUrl({ q: reference })}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {reference}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">(search opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      ) : null}
    </Dialog>
  );
}
