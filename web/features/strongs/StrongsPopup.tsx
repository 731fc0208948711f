import '@fontsource/noto-sans-phoenician/400.css';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StrongsEntryView } from './StrongsEntryView';
import { adjacentNumbers } from './strongsNumber';
import { useStrongsDefinition } from './useStrongsDefinition';

interface StrongsPopupProps {
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNumberChange: (number: string) => void;
}

function NumberStepper({
  previous,
  next,
  onNumberChange,
}: {
  previous: string | null;
  next: string | null;
  onNumberChange: (number: string) => void;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Neighbouring numbers" className="flex items-center justify-between gap-2">
      <Button
        variant="ghost"
        size="sm"
        disabled={!previous}
        onClick={() => previous && onNumberChange(previous)}
        aria-label={previous ? `Previous number ${previous}` : 'No previous number'}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {previous ?? 'Previous'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!next}
        onClick={() => next && onNumberChange(next)}
        aria-label={next ? `Next number ${next}` : 'No next number'}
      >
        {next ?? 'Next'}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

function PopupBody({ number, onNumberChange }: Pick<StrongsPopupProps, 'number' | 'onNumberChange'>) {
  const definition = useStrongsDefinition(number);
  if (definition.isPending) return <Spinner label={`Loading ${number}…`} />;
  if (definition.isError) {
    const { error } = definition;
    if (error instanceof ApiError && error.status === 404) {
      return (
        <p role="alert" className="rounded-lg border border-parchment-dark bg-parchment p-4 text-ink">
          Strong's number {number} not found in dictionary
        </p>
      );
    }
    return (
      <div role="alert" className="rounded-lg border border-danger-600/40 bg-red-50 p-4">
        <p className="font-semibold text-danger-600">Error</p>
        <p className="mt-1 text-ink">
          {error instanceof ApiError && error.status === 400
            ? error.message
            : "Failed to fetch Strong's definition"}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void definition.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <StrongsEntryView entry={definition.data} onNumberChange={onNumberChange} />;
}

/** The one Strong's popup: an entry with its tabs, actions and neighbours, or a loading, missing or error state. */
export default function StrongsPopup({ number, open, onOpenChange, onNumberChange }: StrongsPopupProps) {
  const definition = useStrongsDefinition(number);
  const fallback = adjacentNumbers(number);
  const previous = definition.data ? definition.data.previous : fallback.previous;
  const next = definition.data ? definition.data.next : fallback.next;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-brand-900/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-gold-500/50 bg-parchment shadow-2xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-parchment-dark bg-white px-5 py-3">
            <DialogPrimitive.Title className="font-serif text-xl font-bold text-brand-800">
              Strong's {number}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="rounded p-1.5 text-muted hover:bg-parchment-dark hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            <PopupBody number={number} onNumberChange={onNumberChange} />
          </div>
          <div className="border-t border-parchment-dark bg-white px-3 py-2">
            <NumberStepper previous={previous} next={next} onNumberChange={onNumberChange} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
