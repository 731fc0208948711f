import { normaliseStrongs } from '../../core/bible/strongs';
import type { VerseToken, VersionMeta } from '../model';
import type { OsisWord } from './osis-verse';

/** The TR rebuilt for one verse, with what was odd about it. */
export interface TextusReceptusVerse {
  text: string;
  tokens: VerseToken[];
  /** Missing word positions (1…max of the verse's own positions); 14 verses have some. */
  gaps: number[];
  /** Positions given two different Greek forms; the first one is kept. */
  conflicts: string[];
}

/** Metadata of the Greek text; labelled honestly, it is not an edition of the TR. */
export const TEXTUS_RECEPTUS_META: Omit<VersionMeta, 'hasStrongs' | 'hasMorphology'> = {
  code: 'tr',
  name: 'Textus Receptus (unaccented, from the CrossWire KJV alignment)',
  language: 'grc',
  direction: 'ltr',
  versification: 'KJV',
  licence: 'Public domain text; alignment data from the CrossWire KJV ("for distribution for any purpose")',
  attribution: 'Greek words rebuilt from the lemma.TR and src attributes of the CrossWire Bible Society KJV',
  source: 'Debian package bibledit-data: sources/kjv.xml',
  strongsAuthoritative: true,
};

// The verse-position groups: `9p` is a word of the previous Greek verse that the KJV moved into this one, `13n`
// one of the next verse; they come before and after the verse's own words.
const GROUP: Record<string, number> = { p: 0, '': 1, n: 2 };

interface GreekWord {
  group: number;
  position: number;
  form: string;
  strongs: string[];
  morph: string[];
}

/**
 * Rebuilds the Greek of one verse from its KJV `<w>` elements: each `src` position pairs, in order, with a
 * `lemma.TR:` form (the inflected word), a Strong's number and a Robinson code; words are sorted by position.
 * Returns undefined when the verse has no Greek (the OT).
 */
export function textusReceptusVerse(words: readonly OsisWord[]): TextusReceptusVerse | undefined {
  const byKey = new Map<string, GreekWord>();
  const conflicts: string[] = [];
  for (const { attributes } of words) {
    if (!attributes.src) continue;
    const lemmas = attributes.lemma?.split(/\s+/) ?? [];
    const forms = lemmas.filter((part) => part.startsWith('lemma.TR:')).map((part) => part.slice(9));
    const strongs = lemmas.filter((part) => /^strong:/i.test(part));
    const morph = attributes.morph?.split(/\s+/).filter(Boolean) ?? [];
    attributes.src.split(/\s+/).forEach((source, index) => {
      // Lenient: `13n`, `9p`, even a range `9p-22p` (only its start is usable).
      const match = /^(\d+)([np]?)/.exec(source);
      const form = forms[index];
      if (!match || !form) return;
      const word: GreekWord = {
        group: GROUP[match[2]!]!,
        position: Number(match[1]),
        form: form.normalize('NFC'),
        strongs: [normaliseStrongs(strongs[index]?.slice(7) ?? '', 'G')].filter(
          (value) => value !== undefined,
        ),
        morph: morph[index] ? [morph[index]] : [],
      };
      const key = `${word.group}:${word.position}`;
      const existing = byKey.get(key);
      // The same Greek word often stands behind two English words; only a different form is a conflict.
      if (existing && existing.form !== word.form) conflicts.push(`${source}: ${existing.form}/${word.form}`);
      if (!existing) byKey.set(key, word);
    });
  }
  if (byKey.size === 0) return undefined;
  const greek = [...byKey.values()].sort((a, b) => a.group - b.group || a.position - b.position);
  const own = greek.filter((word) => word.group === 1).map((word) => word.position);
  const present = new Set(own);
  const gaps: number[] = [];
  for (let position = 1; position <= Math.max(0, ...own); position++)
    if (!present.has(position)) gaps.push(position);
  return {
    text: greek.map((word) => word.form).join(' '),
    tokens: greek.map(({ form, strongs, morph }) => ({ text: form, strongs, morph })),
    gaps,
    conflicts,
  };
}
