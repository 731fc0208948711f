import type { WordRow } from './word-index';

/** A qere as the word index takes it: where in the verse, the written words it replaces, the words read. */
export interface QereRow {
  at: number;
  ketiv: readonly string[];
  words: WordRow['tokens'];
}

/** A Hebrew word's consonants only: a written word and its catch-word compare so, points and accents aside. */
export const hebrewConsonants = (word: string): string =>
  word.normalize('NFD').replace(/[^\u05d0-\u05ea]/g, '');

/**
 * The verses read with their qere (decision 406): in each verse that has some, the written words (ketiv) are
 * replaced by the words read. A qere whose written words are not where it says (another edition's words) is left
 * out, and counted in `skipped`, so the reading never puts a word in the wrong place. The qere words have no place
 * in the verse's text (which is the written one), so the index gives them no span to light.
 */
export function readWithQere(
  rows: Iterable<WordRow>,
  qereByKey: ReadonlyMap<number, readonly QereRow[]>,
  counts = { read: 0, skipped: 0 },
): Generator<WordRow> & { counts: typeof counts } {
  function* substituted(): Generator<WordRow> {
    for (const row of rows) {
      const readings = qereByKey.get(row.key);
      if (!readings) {
        yield row;
        continue;
      }
      const tokens: WordRow['tokens'][number][] = [];
      let next = 0;
      for (const qere of [...readings].sort((a, b) => a.at - b.at)) {
        const written = row.tokens.slice(qere.at, qere.at + qere.ketiv.length);
        const matches =
          qere.at >= next &&
          qere.at + qere.ketiv.length <= row.tokens.length &&
          written.every((token, i) => hebrewConsonants(token.t) === hebrewConsonants(qere.ketiv[i]!));
        if (!matches) {
          counts.skipped++;
          continue;
        }
        tokens.push(...row.tokens.slice(next, qere.at), ...qere.words);
        next = qere.at + qere.ketiv.length;
        counts.read++;
      }
      tokens.push(...row.tokens.slice(next));
      yield { key: row.key, text: row.text, tokens };
    }
  }
  return Object.assign(substituted(), { counts });
}
