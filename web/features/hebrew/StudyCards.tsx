import { Check, ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { AudioButton } from './AudioButton';
import { HebrewText } from './HebrewText';
import { StrongsDefinition } from './StrongsDefinition';
import { useKnownCards, useSetKnownCard } from './hebrewApi';
import type { StudyItem } from './studyItems';

/** Flash cards: the Hebrew first; English and transliteration after flipping. Signed-in readers mark cards known. */
export function StudyCards({ items, signedIn }: { items: StudyItem[]; signedIn: boolean }) {
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const known = useKnownCards(signedIn);
  const setKnown = useSetKnownCard();
  const position = Math.min(index, items.length - 1);
  const item = items[position];
  if (!item) return null;
  const isKnown = Boolean(
    known.data?.cards.some((card) => card.deck === item.deck && card.cardId === item.cardId),
  );
  const knownCount = known.data?.cards.filter((card) => card.deck === item.deck).length ?? 0;
  const go = (step: number) => {
    setIndex((position + step + items.length) % items.length);
    setFlipped(false);
  };

  return (
    <section aria-label="Study cards" className="mx-auto grid max-w-xl gap-4">
      <p className="text-center text-sm text-muted" aria-live="polite">
        Card {position + 1} of {items.length}
        {signedIn ? ` · ${knownCount} known` : ''}
      </p>
      <div
        data-testid="study-card"
        className={`grid min-h-64 place-items-center gap-3 rounded-xl border-2 p-6 text-center shadow-md ${
          isKnown ? 'border-success-700 bg-white' : 'border-gold-300 bg-white'
        }`}
      >
        <HebrewText className="text-5xl leading-normal text-ink">{item.hebrew}</HebrewText>
        {flipped ? (
          <div className="grid gap-1">
            <p className="text-xl font-semibold text-brand-900">{item.english}</p>
            <p className="text-lg text-muted italic">{item.transliteration}</p>
            {item.definition ? <StrongsDefinition text={item.definition} /> : null}
          </div>
        ) : (
          <p className="text-sm text-muted">Say it aloud, then flip the card.</p>
        )}
        <AudioButton
          text={item.hebrew}
          label={item.transliteration || item.english}
          id={`card-${item.deck}-${item.cardId}`}
        />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="outline" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button onClick={() => setFlipped((value) => !value)} aria-pressed={flipped}>
          <RotateCcw aria-hidden="true" className="size-4" /> {flipped ? 'Hide Answer' : 'Flip Card'}
        </Button>
        <Button variant="outline" onClick={() => go(1)}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {signedIn ? (
        <div className="flex justify-center">
          <Button
            variant={isKnown ? 'secondary' : 'ghost'}
            aria-pressed={isKnown}
            onClick={() => setKnown.mutate({ deck: item.deck, cardId: item.cardId, known: !isKnown })}
          >
            <Check aria-hidden="true" className="size-4" /> {isKnown ? 'Known' : 'I know this'}
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-muted">Log in to keep track of the cards you know.</p>
      )}
    </section>
  );
}
