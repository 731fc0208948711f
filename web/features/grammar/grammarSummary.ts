import type { GrammarResponse } from '../../../core/api/grammar';
import { grammarFeatures, type GrammarFeatures } from '../../../core/morphology/grammar-features';

/** One bar: a value of a grammatical field and how many of the entry's words have it. */
export interface SummaryRow {
  value: string;
  count: number;
}

/** One chart of an entry's grammar: a field (Tense, Stem…) and its values, most frequent first. */
export interface SummaryField {
  name: string;
  rows: SummaryRow[];
}

type Reading = (features: GrammarFeatures) => string | undefined;

/** A Hebrew verb's conjugation: the tenses, the moods, the participle's voice and the infinitive's state. */
const conjugation: Reading = (features) => {
  if (features.tense) return features.tense;
  if (features.mood === 'participle') return `${features.voice ?? ''} participle`.trim();
  if (features.mood === 'infinitive') return `infinitive ${features.state ?? ''}`.trim();
  return features.mood;
};

const GREEK_VERB: [string, Reading][] = [
  ['Tense', (features) => features.tense],
  ['Voice', (features) => features.voice],
  ['Mood', (features) => features.mood],
];
const HEBREW_VERB: [string, Reading][] = [
  ['Stem', (features) => features.stem],
  ['Conjugation', conjugation],
];
const NOMINAL: [string, Reading][] = [
  ['Case', (features) => features.case],
  ['State', (features) => features.state],
  ['Number', (features) => features.number],
  ['Gender', (features) => features.gender],
];

/**
 * A code's grammar. An OSHB code's own word is found by its lemma's prefixes on the server; a form row has no
 * lemma, so here the word is the last morpheme that is not a suffix (`HC/Vqw3ms` → `HVqw3ms`).
 */
function featuresOf(code: string): GrammarFeatures {
  if (/^[HA][A-Z]/.test(code) && code.includes('/')) {
    const parts = code.slice(1).split('/');
    const main = [...parts].reverse().find((part) => !part.startsWith('S')) ?? parts[0]!;
    return grammarFeatures(`${code[0]}${main}`) ?? {};
  }
  return grammarFeatures(code) ?? {};
}

/**
 * The grammar of a concordance entry's words (decision 372), from the grammatical concordance's forms: for a
 * verb its tense, voice and mood (Greek) or stem and conjugation (Hebrew), otherwise its case, state, number
 * and gender; fields no word has are left out. Counts are words; `counted` says how many words the forms held
 * (the answer lists the 100 most frequent forms).
 */
export function grammarSummary(data: Pick<GrammarResponse, 'byForm' | 'direction'>): {
  fields: SummaryField[];
  counted: number;
} {
  const decoded = data.byForm.map((row) => ({ features: featuresOf(row.code), count: row.count }));
  const verbs = decoded.filter((row) => row.features.pos === 'verb');
  const useVerbs = verbs.length * 2 >= decoded.length && verbs.length > 0;
  const readings = useVerbs ? (data.direction === 'rtl' ? HEBREW_VERB : GREEK_VERB) : NOMINAL;
  const rows = useVerbs ? verbs : decoded;
  const fields = readings.flatMap(([name, read]): SummaryField[] => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = read(row.features);
      if (value) counts.set(value, (counts.get(value) ?? 0) + row.count);
    }
    if (counts.size === 0) return [];
    const sorted = [...counts].map(([value, count]) => ({ value, count }));
    sorted.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return [{ name, rows: sorted }];
  });
  return { fields, counted: rows.reduce((sum, row) => sum + row.count, 0) };
}
