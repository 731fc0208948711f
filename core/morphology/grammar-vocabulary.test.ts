import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  morphGntFeatures,
  oshbWordFeatures,
  robinsonFeatures,
  type GrammarFeatures,
} from './grammar-features';
import { describeMorphGnt } from './morphgnt';
import { describeOshb } from './oshb';
import { describeRobinson } from './robinson';
import { morphMatches, readMorph, type MorphTest } from './grammar-vocabulary';

const SOURCES = '/usr/share/bibledit/sources';

/** Every distinct code each imported text uses, read from the installed sources (bibledit-data). */
function codeTable(pattern: RegExp, files: string[]): string[] {
  const codes = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) codes.add(match[1]!);
  return [...codes].sort();
}

const morphGntCodes = codeTable(
  /^\d{6} (\S{2} \S{8}) /gm,
  readdirSync(path.join(SOURCES, 'morphgnt')).map((name) => path.join(SOURCES, 'morphgnt', name)),
);
const robinsonCodes = codeTable(/robinson:([^\s"]+)/g, [path.join(SOURCES, 'kjv.xml')]);
const oshbCodes = codeTable(
  /morph="([^"]+)"/g,
  readdirSync(path.join(SOURCES, 'morphhb'))
    .filter((name) => name.endsWith('.xml') && name !== 'VerseMap.xml')
    .map((name) => path.join(SOURCES, 'morphhb', name)),
);

const test = (value: string): MorphTest => {
  const reading = readMorph(value);
  if (!reading.test) throw new Error(reading.error);
  return reading.test;
};

/** The English the older describer gives a code holds each value the grammar decoded (digits as ordinals). */
function agrees(features: GrammarFeatures, description: string): void {
  const words = description.toLowerCase();
  for (const field of ['tense', 'mood', 'case', 'number', 'stem'] as const) {
    const value = features[field];
    if (value) expect(words, `${field} ${value} in "${description}"`).toContain(value);
  }
}

describe('the grammar vocabulary against MorphGNT’s code table (SBLGNT)', () => {
  it('decodes every code the SBLGNT uses, as the MorphGNT describer reads it', () => {
    expect(morphGntCodes.length).toBeGreaterThan(500);
    for (const joined of morphGntCodes) {
      const code = joined.replace(' ', '');
      const features = morphGntFeatures(code);
      expect(features, code).toBeDefined();
      agrees(features!, describeMorphGnt(code)!);
    }
  });

  it('reads English and codes alike: an aorist imperative, `V-?AAD`', () => {
    const aoristImperative = morphGntFeatures('V-2AAD-P--')!;
    expect(aoristImperative).toMatchObject({
      tense: 'aorist',
      voice: 'active',
      mood: 'imperative',
      person: '2',
    });
    expect(morphMatches(test('aorist imperative'), aoristImperative, ['V-2AAD-P--'])).toBe(true);
    expect(morphMatches(test('V-?AAD'), aoristImperative, ['V-2AAD-P--'])).toBe(true);
    expect(morphMatches(test('present imperative'), aoristImperative, ['V-2AAD-P--'])).toBe(false);
    expect(morphMatches(test('genitive'), morphGntFeatures('N-----GSM-')!, [])).toBe(true);
  });
});

describe('the grammar vocabulary against Robinson’s code table (Textus Receptus)', () => {
  it('decodes every code the TR uses that the Robinson describer reads', () => {
    expect(robinsonCodes.length).toBeGreaterThan(900);
    for (const code of robinsonCodes) {
      const description = describeRobinson(code);
      if (!description) continue;
      const features = robinsonFeatures(code);
      expect(features, code).toBeDefined();
      agrees(features!, description);
    }
  });

  it('reads `V-AAM-2S` as an aorist imperative and `P-1GS` as a genitive personal pronoun', () => {
    const imperative = robinsonFeatures('V-AAM-2S')!;
    expect(morphMatches(test('aorist imperative 2s'), imperative, ['V-AAM-2S'])).toBe(true);
    expect(morphMatches(test('V-AAM-2S'), imperative, ['V-AAM-2S'])).toBe(true);
    expect(robinsonFeatures('P-1GS')).toMatchObject({
      pos: 'pronoun',
      pronoun: 'personal',
      person: '1',
      case: 'genitive',
    });
    expect(robinsonFeatures('V-2AAI-3S')).toMatchObject({ tense: 'aorist', mood: 'indicative' });
    expect(robinsonFeatures('V-PNP-NSM')).toMatchObject({ voice: 'middle or passive', mood: 'participle' });
  });
});

describe('the grammar vocabulary against the OSHB code table (Hebrew Bible)', () => {
  it('decodes the main word of every code the Hebrew Bible uses, as the OSHB describer reads it', () => {
    expect(oshbCodes.length).toBeGreaterThan(1500);
    for (const code of oshbCodes) {
      const main = code
        .slice(1)
        .split('/')
        .find((part) => !/^(?:C|R|Rd|Td|Sp.*|Sd|Sh|Sn)$/.test(part));
      if (!main) continue;
      const features = oshbWordFeatures(`${code[0]}${main}`);
      expect(features, code).toBeDefined();
      agrees(features!, describeOshb(`${code[0]}${main}`)!);
    }
  });

  it('reads stems, conjugations and `3ms`, the main morpheme after prefixes, and `HVqi3ms`', () => {
    const yiqtol = oshbWordFeatures('HVqi3ms')!;
    expect(morphMatches(test('qal imperfect 3ms'), yiqtol, ['HVqi3ms'])).toBe(true);
    expect(morphMatches(test('HVqi3ms'), yiqtol, ['HVqi3ms'])).toBe(true);
    expect(morphMatches(test('hiphil'), yiqtol, ['HVqi3ms'])).toBe(false);
    expect(oshbWordFeatures('HC/Vhw3ms', 'c/7725')).toMatchObject({
      stem: 'hiphil',
      tense: 'sequential imperfect',
    });
    expect(oshbWordFeatures('HR/Ncfsa', 'b/7225')).toMatchObject({ pos: 'noun', state: 'absolute' });
    expect(morphMatches(test('participle'), oshbWordFeatures('HVqrmsa')!, [])).toBe(true);
    expect(morphMatches(test('infinitive construct'), oshbWordFeatures('HVqc')!, [])).toBe(true);
    expect(oshbWordFeatures('AVqp3ms')).toMatchObject({ language: 'aramaic', stem: 'peal' });
  });
});

describe('bad morph: values', () => {
  it('names an unknown term and suggests the nearest', () => {
    expect(readMorph('aorist subjunctiv')).toEqual({
      error: 'Unknown grammar term "subjunctiv" in morph:"aorist subjunctiv"; did you mean subjunctive?',
      suggestions: ['morph:"aorist subjunctive"'],
    });
    expect(readMorph('hifil').test).toBeDefined();
    expect(readMorph('aorist present').error).toMatch(/names two of one tense/);
    expect(readMorph('XYZ-Q').error).toMatch(/^Unknown morphology code "XYZ-Q"/);
  });
});
