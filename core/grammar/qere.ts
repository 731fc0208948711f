import type { WordRow } from './word-index';

/** A qere as the word index takes it: where in the verse, the written words it replaces, the words read. */
export interface QereRow {
  at: number;
  ketiv: readonly string[];
  words: WordRow['tokens'];
}

/** Which reading of the Hebrew Bible's words is searched and counted: the written (ketiv) or the read (qere). */
export type Reading = 'ketiv' | 'qere';

type Token = WordRow['tokens'][number];

/** A Hebrew word's consonants only: a written word and its catch-word compare so, points and accents aside. */
export const hebrewConsonants = (word: string): string =>
  word.normalize('NFD').replace(/[^\u05d0-\u05ea]/g, '');

/**
 * The verses with both their readings (decision 406, amended): at each qere, the words read come first, marked
 * `only: 'qere'`, then the written words they replace, marked `only: 'ketiv'`; every other word belongs to both.
 * A qere whose written words are not where it says (another edition's words) is left out, and counted in
 * `skipped`, so a reading never puts a word in the wrong place. The qere words have no place in the verse's text
 * (which is the written one), so the index gives them no span to light.
 */
export function withQere(
  rows: Iterable<WordRow>,
  qereByKey: ReadonlyMap<number, readonly QereRow[]>,
  counts = { read: 0, skipped: 0 },
): Generator<WordRow> & { counts: typeof counts } {
  function* both(): Generator<WordRow> {
    for (const row of rows) {
      const readings = qereByKey.get(row.key);
      yield readings ? { key: row.key, text: row.text, tokens: bothReadingsOf(row, readings, counts) } : row;
    }
  }
  return Object.assign(both(), { counts });
}

/** A verse's words with each qere's words before the written words it replaces (see `withQere`). */
export function bothReadingsOf(
  row: WordRow,
  readings: readonly QereRow[],
  counts = { read: 0, skipped: 0 },
): Token[] {
  const tokens: Token[] = [];
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
    tokens.push(
      ...row.tokens.slice(next, qere.at),
      ...qere.words.map((token): Token => ({ ...token, only: 'qere' })),
      ...written.map((token): Token => ({ ...token, only: 'ketiv' })),
    );
    next = qere.at + qere.ketiv.length;
    counts.read++;
  }
  tokens.push(...row.tokens.slice(next));
  return tokens;
}

/** One reading of verses given with both (`withQere`): the words of the other reading left out. */
export function* inReading(rows: Iterable<WordRow>, reading: Reading): Generator<WordRow> {
  const other = reading === 'ketiv' ? 'qere' : 'ketiv';
  for (const row of rows) {
    if (!row.tokens.some((token) => token.only)) {
      yield row;
      continue;
    }
    yield {
      key: row.key,
      text: row.text,
      tokens: row.tokens.filter((token) => token.only !== other).map(({ only: _, ...token }) => token),
    };
  }
}
