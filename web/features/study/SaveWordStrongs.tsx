import { Hash } from 'lucide-react';
import { markIdentity, parseOsisRef } from '../../../core/study/marks';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/useToast';
import { useMarks } from './useMarks';

/** A word of a verse whose numbers can be saved: the verse's place and version, the word's numbers. */
export interface StrongsWord {
  ref: string;
  version: string;
  numbers: string[];
}

/** The word a Strong's number's button stands in: its verse (`data-osis`, `data-version`), its numbers. */
export function wordOf(button: HTMLElement | undefined, number: string): StrongsWord | undefined {
  const verse = button?.closest<HTMLElement>('[data-osis]');
  if (!button || !verse?.dataset.osis) return undefined;
  return {
    ref: verse.dataset.osis,
    version: verse.closest<HTMLElement>('[data-version]')?.dataset.version ?? 'kjv',
    numbers: button.dataset.wordStrongs?.split(' ').filter(Boolean) ?? [number],
  };
}

/**
 * "Strong's references" of one word (issue 37): the Strong's popup opened from a word of a verse saves that
 * word's number(s) to the reader's list, a `strongs` mark on the verse, or takes them off it again.
 */
export function SaveWordStrongs({ word }: { word: StrongsWord }) {
  const { toast } = useToast();
  const place = parseOsisRef(word.ref);
  const store = useMarks(
    place ? { book: place.book, chapter: place.chapter, version: word.version } : undefined,
  );
  const mark = { kind: 'strongs' as const, ref: word.ref, strongs: word.numbers };
  const identity = markIdentity(mark);
  const saved = store.marks.find((each) => markIdentity(each) === identity);
  const numbers = word.numbers.join(', ');

  async function toggle() {
    try {
      if (saved) await store.remove([saved]);
      else if (!(await store.add({ ...mark, version: word.version, tags: [] }))) throw new Error('Not kept');
      toast({
        title: saved ? `Removed ${numbers} from your list` : `Saved ${numbers} to your list`,
        duration: 2000,
      });
    } catch {
      toast({ title: 'Not saved', description: 'Your browser or the server refused it; try again.' });
    }
  }

  return (
    <Button
      variant={saved ? 'primary' : 'outline'}
      size="sm"
      className="mb-2 w-full"
      aria-pressed={saved !== undefined}
      onClick={() => void toggle()}
    >
      <Hash aria-hidden="true" className="size-4" />
      Save {numbers} to your list
    </Button>
  );
}
