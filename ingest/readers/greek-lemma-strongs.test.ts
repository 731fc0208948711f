import { describe, expect, it } from 'vitest';
import type { ScholarlyEntry } from '../model';
import { buildGreekLemmaResolver, foldGreek } from './greek-lemma-strongs';
import type { GreekStrongRecord } from './greek-strong';

const record = (strongs: string, lemma: string, ...alternateLemmas: string[]): GreekStrongRecord => ({
  entry: {
    strongs,
    language: 'greek',
    lemma,
    transliteration: '',
    pronunciation: '',
    definition: '',
    derivationLinks: [],
  },
  alternateLemmas,
});
const abbottSmith = (headword: string, ...strongs: string[]): ScholarlyEntry => ({
  source: 'abbott-smith',
  entryId: headword,
  strongs,
  headword,
  content: '',
});

const records = [
  record('G25', 'ἀγαπάω'),
  record('G1622', 'ἐκτός'),
  record('G1623', 'ἕκτος'),
  record('G3779', 'οὕτω', 'οὕτως'),
  record('G5399', 'φοβέω'),
  record('G868', 'ἀφίστημι'),
  record('G3739', 'ὅς'),
  record('G3740', 'ὅς'),
  record('G9001', 'ἄλφα'),
  record('G9002', 'ἄλφα'),
  record('G2717', ''),
];
const resolve = buildGreekLemmaResolver(records, [
  abbottSmith('ὅς', 'G3739'),
  abbottSmith('ἕκτος', 'G1622'),
  abbottSmith('οἶδα', 'G1492'),
  abbottSmith('ἄλφα', 'G9001', 'G9002'),
]);

describe('buildGreekLemmaResolver', () => {
  it.each([
    ['ἀγαπάω', 'G25', 'an exact headword'],
    ['ΑΓΑΠΑΩ', 'G25', 'an accent- and case-insensitive headword'],
    ['ἕκτος', 'G1623', "Strong's exact headword over a wrong Abbott-Smith number"],
    ['οὕτως', 'G3779', 'an alternative headword'],
    ['οὕτω(ς)', 'G3779', 'a movable letter'],
    ['φοβέομαι', 'G5399', 'a deponent under its active form'],
    ['ἀφίσταμαι', 'G868', 'a -μι deponent'],
    ['ὅς', 'G3739', 'homographs settled by Abbott-Smith'],
    ['οἶδα', 'G1492', 'an Abbott-Smith headword'],
    ['Δαυίδ', 'G1138', 'a hand-checked exception'],
  ])('%s → %s (%s)', (lemma, strongs) => {
    expect(resolve(lemma)).toBe(strongs);
  });

  it('gives no number when homographs stay ambiguous or nothing matches', () => {
    expect(resolve('ἄλφα')).toBeUndefined();
    expect(resolve('αλφα')).toBeUndefined();
    expect(resolve('ψίξ')).toBeUndefined();
    expect(resolve('')).toBeUndefined();
  });

  it('compares in NFC whatever the input normalisation', () => {
    expect(resolve('ἀγαπάω'.normalize('NFD'))).toBe('G25');
  });
});

describe('foldGreek', () => {
  it('strips accents and breathings, lower-cases and folds final sigma', () => {
    expect(foldGreek('Ἰησοῦς')).toBe('ιησουσ');
    expect(foldGreek('ᾯ')).toBe('ω');
  });
});
