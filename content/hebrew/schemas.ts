import { z } from 'zod';
import { gematria } from '../../core/hebrew/hebrew-text';
import { BINYANIM, PHRASE_CATEGORIES } from './categories';

export { BINYANIM, PHRASE_CATEGORIES, type Binyan } from './categories';

/** Pointed Hebrew: letters with at least one vowel point, and only Hebrew characters, spaces and punctuation. */
export const pointedHebrew = z
  .string()
  .regex(/^[\u05b0-\u05c7\u05d0-\u05ea\u05f3\u05f4 ,?!.'"\u05be-]+$/, 'holds characters that are not Hebrew')
  .regex(/[\u05b0-\u05bc\u05c7]/, 'has no vowel points');

/** Latin transliteration: lower-case letters, apostrophes for a glottal break, spaces and punctuation. */
export const transliteration = z
  .string()
  .min(1)
  .regex(/^[a-z' ,?!.-]+$/, 'must be lower-case Latin letters');

export const phraseSchema = z.object({
  id: z.number().int().min(1),
  category: z.enum(PHRASE_CATEGORIES),
  hebrew: pointedHebrew,
  english: z.string().min(1),
  transliteration,
});
export type HebrewPhrase = z.infer<typeof phraseSchema>;

export const letterSchema = z
  .object({
    id: z.number().int().min(1).max(22),
    letter: z.string().regex(/^[\u05d0-\u05ea]$/u),
    name: z.string().min(1),
    /** The letter's name in pointed Hebrew, which the audio call speaks. */
    hebrewName: pointedHebrew,
    /** The sound the letter stands for, in Latin letters. */
    transliteration: z.string().min(1),
    /** The name as it is pronounced. */
    pronunciation: transliteration,
    finalForm: z
      .string()
      .regex(/^[\u05da\u05dd\u05df\u05e3\u05e5]$/u)
      .optional(),
    numericValue: z.number().int(),
  })
  .refine((letter) => gematria(letter.letter) === letter.numericValue, 'numericValue is not the gematria');
export type AlefBetLetter = z.infer<typeof letterSchema>;

export const numberSchema = z.object({
  value: z.number().int().min(1),
  /** The feminine form, which is used for counting and in most everyday speech. */
  hebrew: pointedHebrew,
  transliteration,
  /** The masculine form where it differs. */
  masculine: pointedHebrew.optional(),
  masculineTransliteration: transliteration.optional(),
  /** How the number is written with letters (gematria), with geresh or gershayim. */
  letters: z.string().regex(/^[\u05d0-\u05ea]+[\u05f3\u05f4]?[\u05d0-\u05ea]?$/u),
});
export type HebrewNumber = z.infer<typeof numberSchema>;

const verbForm = z.object({ hebrew: pointedHebrew, transliteration });

export const verbSchema = z.object({
  id: z.number().int().min(1),
  /** Root letters separated by hyphens (כ-ת-ב). */
  root: z.string().regex(/^[\u05d0-\u05ea](-[\u05d0-\u05ea]){2,3}$/u),
  /** Passive binyanim (Pu'al, Huf'al) have no infinitive in use. */
  infinitive: verbForm.nullable(),
  english: z.string().min(1),
  past: verbForm,
  present: verbForm,
  future: verbForm,
  binyan: z.enum(BINYANIM),
  /** The Strong's number of the same root in the Hebrew Bible, for the Biblical Connection tab. */
  strongs: z.string().regex(/^H\d+$/),
});
export type HebrewVerb = z.infer<typeof verbSchema>;
