import '@fontsource/noto-sans-phoenician/400.css';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { panelWidth, SIDE_PANEL_QUERY, scrollToReveal, sheetHeight } from './popupPlacement';
import { StrongsEntryView } from './StrongsEntryView';
import { adjacentNumbers, dictionaryNumber } from './strongsNumber';
import { useStrongsDefinition } from './useStrongsDefinition';
import { SaveWordStrongs, wordOf } from '../study/SaveWordStrongs';

interface StrongsPopupProps {
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNumberChange: (number: string) => void;
  /** The element that opened the popup: kept in view beside it, focused again when it closes. */
  opener: RefObject<HTMLElement | null>;
  /** The number's button in a verse the popup was opened from: that word's numbers can be saved. */
  word?: HTMLElement;
}

/**
 * While the popup is open the page makes room for it (a right margin beside the side panel, a bottom margin
 * under the sheet) and the number that opened it is scrolled into the part of the window left free. The body's
 * `data-strongs-panel` lets a page's layout give way beside the panel (the results' sidebar goes under them).
 */
function useRoomForPopup(open: boolean, wide: boolean, opener: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const body = document.body;
    const { style } = body;
    const property = wide ? 'paddingRight' : 'paddingBottom';
    style[property] = wide ? `${panelWidth(window.innerWidth)}px` : `${sheetHeight(window.innerHeight)}px`;
    if (wide) body.dataset.strongsPanel = 'open';
    const frame = requestAnimationFrame(() => {
      const element = opener.current;
      if (!element?.isConnected) return;
      const free = wide ? window.innerHeight : window.innerHeight - sheetHeight(window.innerHeight);
      const distance = scrollToReveal(element.getBoundingClientRect(), free);
      if (distance) window.scrollBy({ top: distance, behavior: 'instant' });
    });
    return () => {
      cancelAnimationFrame(frame);
      style[property] = '';
      delete body.dataset.strongsPanel;
    };
  }, [open, wide, opener]);
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

function PopupBody({
  number,
  onNumberChange,
  compact,
}: Pick<StrongsPopupProps, 'number' | 'onNumberChange'> & { compact: boolean }) {
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
  return <StrongsEntryView entry={definition.data} onNumberChange={onNumberChange} compact={compact} />;
}

/**
 * The one Strong's popup: an entry with its tabs, actions and neighbours, or a loading, missing or error state.
 * A side panel on wide screens and a bottom sheet on phones, both of a fixed size so that changing tabs never
 * moves them, and neither over the verse (decision 230); closing it gives focus back to the number.
 */
export default function StrongsPopup({
  number,
  open,
  onOpenChange,
  onNumberChange,
  opener,
  word,
}: StrongsPopupProps) {
  const definition = useStrongsDefinition(number);
  const fallback = adjacentNumbers(number);
  const previous = definition.data ? definition.data.previous : fallback.previous;
  const next = definition.data ? definition.data.next : fallback.next;
  const wide = useMediaQuery(SIDE_PANEL_QUERY);
  const saving = wordOf(word, number);
  useRoomForPopup(open, wide, opener);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-strongs-popup={wide ? 'panel' : 'sheet'}
          // It stays open while the reader goes on reading; another number clicked moves it to that entry.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
          }}
          style={
            wide ? { width: panelWidth(window.innerWidth) } : { height: sheetHeight(window.innerHeight) }
          }
          className={`fixed z-50 flex flex-col overflow-hidden border-gold-500/50 bg-parchment shadow-2xl ${
            wide ? 'inset-y-0 right-0 border-l' : 'inset-x-0 bottom-0 rounded-t-xl border-t'
          }`}
        >
          <div
            className={`flex items-center justify-between gap-3 border-b border-parchment-dark bg-white px-5 ${
              wide ? 'py-3' : 'py-1.5'
            }`}
          >
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
          <div className={`min-h-0 flex-1 overflow-y-auto px-5 ${wide ? 'py-4' : 'py-3'}`}>
            <PopupBody number={number} onNumberChange={onNumberChange} compact={!wide} />
          </div>
          <div className="border-t border-parchment-dark bg-white px-3 py-2">
            {saving?.numbers.some((each) => dictionaryNumber(each) === number) ? (
              <SaveWordStrongs word={saving} />
            ) : null}
            <NumberStepper previous={previous} next={next} onNumberChange={onNumberChange} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
