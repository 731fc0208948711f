import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHebrewStrong } from '../../ingest/readers/hebrew-strong';
import { gematria, hebrewSearchKey, isSpeakableHebrew, stripPoints } from '../../core/hebrew/hebrew-text';
import { ALEFBET } from './letters';
import { HEBREW_NUMBERS } from './numbers';
import { HEBREW_PHRASES } from './phrases';
import { BINYANIM, PHRASE_CATEGORIES, letterSchema, numberSchema, phraseSchema, verbSchema } from './schemas';
import { HEBREW_VERBS } from './verbs';

describe('phrases', () => {
  it('are 100 valid phrases numbered 1–100, in all eight categories', () => {
    expect(HEBREW_PHRASES).toHaveLength(100);
    for (const phrase of HEBREW_PHRASES) expect(phraseSchema.parse(phrase)).toEqual(phrase);
    expect(HEBREW_PHRASES.map((phrase) => phrase.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const counts = new Map<string, number>();
    for (const phrase of HEBREW_PHRASES) counts.set(phrase.category, (counts.get(phrase.category) ?? 0) + 1);
    expect([...counts.keys()]).toEqual([...PHRASE_CATEGORIES]);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(10);
  });

  it('are all different, speakable, and end a question with a question mark in every script', () => {
    expect(new Set(HEBREW_PHRASES.map((phrase) => phrase.hebrew)).size).toBe(100);
    expect(new Set(HEBREW_PHRASES.map((phrase) => phrase.english)).size).toBe(100);
    for (const phrase of HEBREW_PHRASES) {
      expect(isSpeakableHebrew(phrase.hebrew), phrase.hebrew).toBe(true);
      expect(phrase.hebrew.normalize('NFC')).toBe(phrase.hebrew);
      const asks = phrase.hebrew.endsWith('?');
      expect(phrase.transliteration.endsWith('?'), phrase.hebrew).toBe(asks);
      expect(/\?( \(|$)/.test(phrase.english), phrase.hebrew).toBe(asks);
    }
  });

  it('give as many transliterated words as Hebrew words', () => {
    for (const phrase of HEBREW_PHRASES) {
      const words = (text: string) => text.split(/\s+/).length;
      expect(words(phrase.transliteration), phrase.hebrew).toBe(words(phrase.hebrew));
    }
  });
});

describe('the alef-bet', () => {
  it('has the 22 letters in order with their standard values and the five final forms', () => {
    expect(ALEFBET).toHaveLength(22);
    for (const letter of ALEFBET) expect(letterSchema.parse(letter)).toEqual(letter);
    expect(ALEFBET.map((letter) => letter.letter).join('')).toBe('אבגדהוזחטיכלמנסעפצקרשת');
    expect(ALEFBET.map((letter) => letter.numericValue)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400,
    ]);
    const finals = ALEFBET.filter((letter) => letter.finalForm);
    expect(finals.map((letter) => `${letter.letter}${letter.finalForm}`)).toEqual([
      'כך',
      'מם',
      'נן',
      'פף',
      'צץ',
    ]);
  });

  it('spells each letter name with the letter itself', () => {
    for (const letter of ALEFBET) expect(stripPoints(letter.hebrewName).startsWith(letter.letter)).toBe(true);
  });
});

describe('numbers', () => {
  it('cover 1–20, the tens, 100 and 1,000 with gematria letters that add up', () => {
    for (const number of HEBREW_NUMBERS) expect(numberSchema.parse(number)).toEqual(number);
    const expected = [
      ...Array.from({ length: 20 }, (_, i) => i + 1),
      ...[30, 40, 50, 60, 70, 80, 90],
      100,
      1000,
    ];
    expect(HEBREW_NUMBERS.map((number) => number.value)).toEqual(expected);
    for (const number of HEBREW_NUMBERS) {
      // A thousand is written as alef with a geresh: the letter counts in thousands.
      const value = number.value === 1000 ? gematria(number.letters) * 1000 : gematria(number.letters);
      expect(value, number.letters).toBe(number.value);
    }
    expect(HEBREW_NUMBERS.find((number) => number.value === 15)?.letters).toBe('ט״ו');
    expect(HEBREW_NUMBERS.find((number) => number.value === 16)?.letters).toBe('ט״ז');
  });

  it('give the masculine form of 1–19 and the same word count in transliteration', () => {
    for (const number of HEBREW_NUMBERS) {
      expect(Boolean(number.masculine), String(number.value)).toBe(number.value < 20);
      expect(number.transliteration.split(' ').length).toBe(number.hebrew.split(' ').length);
    }
  });
});

describe('verbs', () => {
  it('are ten valid verbs covering all seven binyanim', () => {
    expect(HEBREW_VERBS).toHaveLength(10);
    for (const verb of HEBREW_VERBS) expect(verbSchema.parse(verb)).toEqual(verb);
    expect(new Set(HEBREW_VERBS.map((verb) => verb.binyan))).toEqual(new Set(BINYANIM));
  });

  it('have an infinitive except in the passive binyanim, and use the root letters in each form', () => {
    for (const verb of HEBREW_VERBS) {
      expect(verb.infinitive === null, verb.root).toBe(verb.binyan === "Pu'al" || verb.binyan === "Huf'al");
      const root = verb.root.split('-');
      for (const form of [verb.past, verb.present, verb.future, verb.infinitive]) {
        if (!form) continue;
        const letters = hebrewSearchKey(form.hebrew);
        // Weak letters (א, ה, י, ו) may drop out; every strong root letter appears, in order.
        const strong = root
          .map((letter) => hebrewSearchKey(letter))
          .filter((letter) => !'אהוי'.includes(letter));
        expect(new RegExp(strong.join('.*')).test(letters), `${form.hebrew} ${verb.root}`).toBe(true);
      }
    }
  });

  const lexicon = '/usr/share/bibledit/sources/hebrewlexicon';
  it.runIf(existsSync(`${lexicon}/HebrewStrong.xml`))(
    "name a Strong's entry spelled with the verb's root",
    async () => {
      const entries = new Map((await readHebrewStrong(lexicon)).map((entry) => [entry.strongs, entry]));
      for (const verb of HEBREW_VERBS) {
        const entry = entries.get(verb.strongs);
        expect(entry?.partOfSpeech, verb.strongs).toMatch(/^verb/i);
        expect(hebrewSearchKey(entry?.lemma ?? ''), verb.strongs).toBe(
          hebrewSearchKey(verb.root.replaceAll('-', '')),
        );
      }
    },
  );
});
