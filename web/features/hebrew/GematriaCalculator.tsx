import { useState } from 'react';
import { GEMATRIA_VALUES, gematria, stripPoints } from '../../../core/hebrew/hebrew-text';
import { TextField } from '../../ui/TextField';
import { HebrewText } from './HebrewText';

/** Adds up the letters of any Hebrew word; final forms count as their normal letters. */
export function GematriaCalculator() {
  const [word, setWord] = useState('שָׁלוֹם');
  const letters = [...stripPoints(word)].filter((character) => GEMATRIA_VALUES[character] !== undefined);
  const ignored = /[^\u0591-\u05c7\u05d0-\u05ea\s\u05f3\u05f4'"-]/.test(word);
  return (
    <div className="rounded-xl border border-parchment-dark bg-white p-5 shadow-sm">
      <h3 className="font-serif text-xl font-bold text-brand-800">Gematria Calculator</h3>
      <div className="mt-3 max-w-md">
        <TextField
          label="Hebrew word"
          dir="rtl"
          lang="he"
          className="font-hebrew text-xl"
          value={word}
          onChange={(event) => setWord(event.target.value)}
        />
      </div>
      {letters.length ? (
        <p className="mt-4 text-lg" aria-live="polite">
          <HebrewText className="text-2xl">{letters.join(' + ')}</HebrewText>
          <span className="mx-2 text-muted">=</span>
          <span className="sr-only">{letters.map((letter) => GEMATRIA_VALUES[letter]).join(' + ')} = </span>
          <strong data-testid="gematria-total" className="text-2xl text-brand-900">
            {gematria(word)}
          </strong>
        </p>
      ) : (
        <p className="mt-4 text-muted" aria-live="polite">
          Type a word in Hebrew letters to see its value.
        </p>
      )}
      {ignored ? (
        <p className="mt-2 text-sm text-muted">Characters that are not Hebrew letters count nothing.</p>
      ) : null}
    </div>
  );
}
