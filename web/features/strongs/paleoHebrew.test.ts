import { describe, expect, it } from 'vitest';
import { hasHebrewLetters, stripHebrewPoints, toPaleoHebrew } from './paleoHebrew';

const codePoints = (text: string) => Array.from(text, (c) => c.codePointAt(0)!.toString(16).toUpperCase());

describe('stripHebrewPoints', () => {
  it('removes vowel points and cantillation (U+0591-U+05C7)', () => {
    expect(stripHebrewPoints('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(stripHebrewPoints('אֱלֹהִ֑ים')).toBe('אלהים');
  });

  it('decomposes presentation forms first, and turns the maqaf into a space', () => {
    expect(stripHebrewPoints('\uFB2A')).toBe('ש');
    expect(stripHebrewPoints('וְאֵֽת־הָאָֽרֶץ')).toBe('ואת הארץ');
  });
});

describe('toPaleoHebrew', () => {
  it('maps the 22 letters in order to U+10900-U+10915', () => {
    const letters = 'אבגדהוזחטיכלמנסעפצקרשת';
    expect(codePoints(toPaleoHebrew(letters))).toEqual(
      Array.from({ length: 22 }, (_, index) => (0x10900 + index).toString(16).toUpperCase()),
    );
  });

  it('maps the five final forms to their letters', () => {
    expect(toPaleoHebrew('ךםןףץ')).toBe(toPaleoHebrew('כמנפצ'));
  });

  it('strips points and keeps spaces and other characters', () => {
    expect(toPaleoHebrew('בְּרֵאשִׁית בָּרָא')).toBe(
      '\u{10901}\u{10913}\u{10900}\u{10914}\u{10909}\u{10915} \u{10901}\u{10913}\u{10900}',
    );
    expect(toPaleoHebrew('H430')).toBe('H430');
  });
});

describe('hasHebrewLetters', () => {
  it('is true for Hebrew and false for Greek or Latin', () => {
    expect(hasHebrewLetters('אֱלֹהִים')).toBe(true);
    expect(hasHebrewLetters('ἀγάπη')).toBe(false);
    expect(hasHebrewLetters('elohim')).toBe(false);
  });
});
