import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookByOsis, verseKey } from '../../core/bible/books';
import {
  BREAKDOWN_ROWS,
  grammarCounts,
  matchedWords,
  positiveWordNodes,
} from '../../core/grammar/grammar-counts';
import { hebrewRoots } from '../../core/grammar/hebrew-roots';
import { lemmaKeys } from '../../core/grammar/lemma-keys';
import { WordIndex, type WordRow } from '../../core/grammar/word-index';
import { WordSearch } from '../../core/grammar/word-search';
import { grammarFeatures, oshbMainCode } from '../../core/morphology/grammar-features';
import { morphMatches } from '../../core/morphology/grammar-vocabulary';
import type { GrammarWordNode, NearOperand } from '../../core/search/grammar-query';
import { VerseIndex } from '../../core/search/index';
import { foldWord } from '../../core/search/normalise';
import { parseQuery, type QueryNode, type SearchQuery } from '../../core/search/query';
import type { VerseRecord } from '../../ingest/model';
import { parseOshbBook, parseOshbQere, qereRowsByVerse } from '../../ingest/readers/oshb';
import { inReading, type Reading, withQere } from '../../core/grammar/qere';
import { readKjvAndTextusReceptus } from '../../ingest/readers/osis-kjv';
import { parseMorphGnt } from '../../ingest/readers/sblgnt';

/**
 * Issue 39's proof of counts: over generated grammatical queries, the verses and words the word-level index
 * counts equal a plain scan of the imported words, token by token, in real books of the three parsed texts.
 */
const SOURCES = '/usr/share/bibledit/sources';

interface Text {
  rows: WordRow[];
  verses: VerseIndex;
  search: WordSearch;
  rootOf: (strongs: string) => string | undefined;
  terms: { lemmas: string[]; morphs: string[]; words: string[]; scopes: string[] };
}

const toRows = (records: VerseRecord[]): WordRow[] =>
  records
    .map((record) => ({
      key: verseKey(bookByOsis(record.book)!.number, record.chapter, record.verse),
      text: record.text,
      tokens: record.tokens.map((token) => ({
        t: token.text,
        s: token.strongs,
        m: token.morph,
        l: token.lemma,
      })),
    }))
    .sort((a, b) => a.key - b.key);

/**
 * A text scanned in `rows` and searched in an index of `indexed` (the rows themselves, or the verses with both
 * their readings, searched in one: decision 406).
 */
function makeText(
  rows: WordRow[],
  language: string,
  terms: Text['terms'],
  roots = new Map<string, string>(),
  indexed: { rows: WordRow[]; reading: Reading } = { rows, reading: 'ketiv' },
): Text {
  const verses = VerseIndex.fromRows(rows, language);
  const rootOf = (strongs: string) => roots.get(strongs);
  const index = WordIndex.build(indexed.rows, verses.data.keys, { rootOf });
  return { rows, verses, search: new WordSearch(index, indexed.reading), rootOf, terms };
}

/** MorphGNT's lines of a book as verses whose text is their words (what the index reads of them). */
function morphGntRows(file: string): WordRow[] {
  const words = parseMorphGnt(readFileSync(file, 'utf8'), file);
  const byVerse = new Map<number, WordRow>();
  for (const word of words) {
    const key = verseKey(bookByOsis(word.book)!.number, word.chapter, word.verse);
    const row = byVerse.get(key) ?? { key, text: '', tokens: [] };
    row.text = row.text ? `${row.text} ${word.word}` : word.word;
    (row.tokens as WordRow['tokens'][number][]).push({ t: word.word, m: [word.morph], l: word.lemma });
    byVerse.set(key, row);
  }
  return [...byVerse.values()];
}

/** The TR of Philemon and Jude, read from kjv.xml cut down to those books. */
async function trRows(): Promise<WordRow[]> {
  const xml = readFileSync(path.join(SOURCES, 'kjv.xml'), 'utf8');
  const book = (osis: string) => {
    const start = xml.indexOf(`<div type="book" osisID="${osis}"`);
    return xml.slice(start, xml.indexOf('<div type="book"', start + 10));
  };
  const header = xml.slice(0, xml.indexOf('<div type="book"'));
  const directory = mkdtempSync(path.join(tmpdir(), 'grammar-tr-'));
  try {
    const file = path.join(directory, 'kjv.xml');
    writeFileSync(file, `${header}${book('Phlm')}${book('Jude')}</osisText>\n</osis>\n`);
    return toRows((await readKjvAndTextusReceptus(file)).tr.verses);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const texts = {} as Record<'wlc' | 'wlc-qere' | 'sblgnt' | 'tr', Text>;

beforeAll(async () => {
  const hebrew = ['Ruth', 'Jonah'].flatMap((name) => {
    const file = path.join(SOURCES, 'morphhb', `${name}.xml`);
    return parseOshbBook(readFileSync(file, 'utf8'), file);
  });
  const roots = hebrewRoots(readFileSync(path.join(SOURCES, 'hebrewlexicon', 'LexicalIndex.xml'), 'utf8'));
  // The Hebrew with its qere (decision 406): one index holds both readings, and each is searched in it and
  // scanned in its own words, the written words or those read in their place.
  const qere = qereRowsByVerse(
    ['Ruth', 'Jonah'].flatMap((name) => {
      const file = path.join(SOURCES, 'morphhb', `${name}.xml`);
      return parseOshbQere(readFileSync(file, 'utf8'), file);
    }),
  );
  const written = toRows(hebrew);
  const read = withQere(written, qere);
  const both = [...read];
  // Ruth has 13 qere (Jonah none); every one is read, none left out as misplaced.
  expect(read.counts).toEqual({ read: 13, skipped: 0 });
  const hebrewTerms: Text['terms'] = {
    lemmas: [
      'lemma:H1961',
      'lemma:H559',
      'lemma:H3068',
      'lemma:H7725',
      'root:שׁוב',
      'root:אמר',
      'lemma:H1004',
    ],
    morphs: [
      'qal',
      'hiphil',
      'noun',
      'verb',
      '"qal imperfect 3ms"',
      '"sequential imperfect"',
      'participle',
      'plural',
      '"infinitive construct"',
      'HVqi3ms',
      'HNc*',
      'HVq?3fs',
      'construct',
      'preposition',
    ],
    words: ['יהוה', 'ויאמר', 'בית'],
    scopes: ['in:Ruth', 'in:Jonah.1', 'in:Ruth.2-3'],
  };
  texts.wlc = makeText(written, 'he', hebrewTerms, roots, { rows: both, reading: 'ketiv' });
  texts['wlc-qere'] = makeText([...inReading(both, 'qere')], 'he', hebrewTerms, roots, {
    rows: both,
    reading: 'qere',
  });
  const greek = ['83-1Jn', '71-Php'].flatMap((name) =>
    morphGntRows(path.join(SOURCES, 'morphgnt', `${name}-morphgnt.txt`)),
  );
  texts.sblgnt = makeText(
    greek.sort((a, b) => a.key - b.key),
    'grc',
    {
      lemmas: [
        'lemma:ἀγαπάω',
        'lemma:agapao',
        'lemma:θεός',
        'lemma:theos',
        'lemma:λόγος',
        'lemma:ἐγώ',
        'lemma:κόσμος',
      ],
      morphs: [
        '"aorist imperative"',
        'genitive',
        'participle',
        '"present active indicative"',
        'noun',
        'article',
        'V-?AAD',
        'N-----G*',
        'V-2*',
        '"2nd plural"',
        'subjunctive',
        'middle',
      ],
      words: ['θεοῦ', 'καὶ', 'ἀγάπη'],
      scopes: ['in:1John', 'in:Phil.2', 'in:1John.4'],
    },
  );
  texts.tr = makeText(await trRows(), 'grc', {
    lemmas: ['lemma:G2316', 'lemma:G2962', 'lemma:G2424', 'lemma:G25', 'lemma:G1473', 'lemma:G3588'],
    morphs: [
      '"aorist imperative"',
      'genitive',
      'participle',
      'noun',
      'V-AAM-2S',
      'V-P*',
      'T-*',
      'N-GSM',
      '"3rd singular"',
      'plural',
      'pronoun',
    ],
    words: ['θεου', 'και', 'κυριου'],
    scopes: ['in:Jude', 'in:Phlm'],
  });
}, 120_000);

/** The plain reading: does one token have every constraint of a grammar word? */
function tokenHas(node: GrammarWordNode, token: WordRow['tokens'][number], text: Text): boolean {
  const code = token.m?.find((value) => !value.startsWith('strongMorph:')) ?? '';
  const bare = code.replace(/^robinson:/, '');
  const main = bare === code && /^[HA][A-Z]/.test(code) ? oshbMainCode(code, token.l) : undefined;
  const features = code ? grammarFeatures(code, token.l) : undefined;
  const strongs = token.s?.[0];
  const ownLemma = token.l && !/\d/.test(token.l) ? token.l.normalize('NFC') : undefined;
  return node.constraints.every((constraint) => {
    if (constraint.kind === 'morph')
      return morphMatches(constraint.test, features, main ? [bare, main] : [bare]);
    if (constraint.kind === 'root') return strongs !== undefined && text.rootOf(strongs) === constraint.key;
    if (constraint.strongs) return strongs === constraint.strongs;
    return ownLemma !== undefined && lemmaKeys(ownLemma).includes(constraint.key);
  });
}

function operandAt(operand: NearOperand, token: WordRow['tokens'][number], text: Text): boolean {
  if (operand.kind === 'grammar') return tokenHas(operand, token, text);
  if (operand.kind === 'word') return foldWord(token.t, 'grc') === foldWord(operand.word, 'grc');
  return token.s?.[0] === operand.strongs;
}

/** The positions of a verse's tokens a node matches (empty: the verse does not match it). */
function scanNode(node: QueryNode, row: WordRow, text: Text): Set<number> | undefined {
  const found = new Set<number>();
  if (node.kind === 'grammar') {
    row.tokens.forEach((token, at) => tokenHas(node, token, text) && found.add(at));
  } else if (node.kind === 'near') {
    row.tokens.forEach((left, at) =>
      row.tokens.forEach((right, other) => {
        if (at === other || Math.abs(at - other) > node.distance) return;
        if (operandAt(node.terms[0], left, text) && operandAt(node.terms[1], right, text)) {
          found.add(at).add(other);
        }
      }),
    );
  } else return undefined;
  return found;
}

function scan(
  query: SearchQuery,
  text: Text,
): { verses: number; words: number; byBook: Map<number, number>; byForm: Map<string, number> } {
  let verses = 0;
  let words = 0;
  const byBook = new Map<number, number>();
  const byForm = new Map<string, number>();
  for (const row of text.rows) {
    if (query.within.length && !query.within.some((range) => range.start <= row.key && row.key <= range.end))
      continue;
    const positives = query.root.allOf.map((node) => scanNode(node, row, text)!);
    if (positives.some((found) => found.size === 0)) continue;
    if (query.root.noneOf.some((node) => scanNode(node, row, text)!.size > 0)) continue;
    verses++;
    const positions = new Set(positives.flatMap((found) => [...found]));
    const matched = positions.size;
    words += matched;
    for (const at of positions) {
      const token = row.tokens[at]!;
      const code = (token.m?.find((value) => !value.startsWith('strongMorph:')) ?? '').replace(
        /^robinson:/,
        '',
      );
      const form = `${token.t.normalize('NFC')} ${code}`;
      byForm.set(form, (byForm.get(form) ?? 0) + 1);
    }
    const book = Math.floor(row.key / 1_000_000);
    byBook.set(book, (byBook.get(book) ?? 0) + matched);
  }
  return { verses, words, byBook, byForm };
}

const queryText = (text: Text) => {
  const { lemmas, morphs, words, scopes } = text.terms;
  const word = fc
    .tuple(
      fc.option(fc.constantFrom(...lemmas), { nil: undefined }),
      fc.array(fc.constantFrom(...morphs), { maxLength: 2 }),
    )
    .filter(([lemma, morph]) => lemma !== undefined || morph.length > 0)
    .map(([lemma, morph]) => [lemma, ...morph.map((value) => `morph:${value}`)].filter(Boolean).join(' '));
  const operand = fc.oneof(
    { arbitrary: word, weight: 4 },
    { arbitrary: fc.constantFrom(...words), weight: 1 },
  );
  const near = fc
    .tuple(word, fc.integer({ min: 1, max: 20 }), operand)
    .map(([left, distance, right]) => `${left} near:${distance} ${right}`);
  return fc
    .tuple(
      fc.oneof(word, near),
      fc.option(fc.constantFrom(...scopes), { nil: undefined }),
      fc.option(word, { nil: undefined }),
    )
    .map(([main, scope, excluded]) => [main, scope, excluded && `-(${excluded})`].filter(Boolean).join(' '));
};

describe.each(['wlc', 'wlc-qere', 'sblgnt', 'tr'] as const)(
  'grammatical counts equal a plain scan of %s',
  (code) => {
    it('on generated queries: verses, words, words by book and by form', () => {
      const text = texts[code];
      expect(text.search.index.wordCount).toBeGreaterThan(700);
      let found = 0;
      fc.assert(
        fc.property(queryText(text), (q) => {
          const query = parseQuery(q);
          if ('error' in query || query.kind !== 'search') throw new Error(`${q}: ${JSON.stringify(query)}`);
          const verses = text.verses.matchingVerses(query, text.search);
          const words = matchedWords(text.search, positiveWordNodes(query.root), verses);
          const counts = grammarCounts(text.search.index, verses, words);
          const expected = scan(query, text);
          if (expected.verses > 0) found++;
          expect({ q, verses: counts.verses, words: counts.words }).toEqual({
            q,
            ...expected,
            byBook: undefined,
            byForm: undefined,
          });
          expect(
            new Map(counts.byBook.filter((row) => row.verses).map((row) => [row.book, row.words])),
          ).toEqual(expected.byBook);
          // By form: the most frequent (form, code) pairs with their exact counts, most frequent first.
          const forms = counts.byForm.map((row): [string, number] => [`${row.form} ${row.code}`, row.count]);
          for (const [form, count] of forms) expect(expected.byForm.get(form), form).toBe(count);
          expect(forms.length).toBe(Math.min(BREAKDOWN_ROWS, expected.byForm.size));
          forms.slice(1).forEach(([, count], at) => expect(count).toBeLessThanOrEqual(forms[at]![1]));
          const shown = new Set(forms.map(([form]) => form));
          const left = [...expected.byForm].filter(([form]) => !shown.has(form));
          for (const [, count] of left) expect(count).toBeLessThanOrEqual(forms.at(-1)![1]);
        }),
        { numRuns: 120 },
      );
      // The generated queries find something often enough for the comparison to mean something.
      expect(found).toBeGreaterThan(12);
    });
  },
);

describe('a grammar-only term asked again (its words kept, decision 399)', () => {
  it('counts the same as a plain scan the first time, after five other terms and again', () => {
    const text = texts.sblgnt;
    const counted = (q: string) => {
      const query = parseQuery(q);
      if ('error' in query || query.kind !== 'search') throw new Error(q);
      const verses = text.verses.matchingVerses(query, text.search);
      const counts = grammarCounts(
        text.search.index,
        verses,
        matchedWords(text.search, positiveWordNodes(query.root), verses),
      );
      const expected = scan(query, text);
      expect({ q, verses: counts.verses, words: counts.words }).toEqual({
        q,
        verses: expected.verses,
        words: expected.words,
      });
      return counts.words;
    };
    const first = counted('morph:genitive');
    expect(first).toBeGreaterThan(0);
    for (const other of ['morph:noun', 'morph:verb', 'morph:dative', 'morph:aorist', 'morph:plural']) {
      counted(other);
    }
    expect(counted('morph:genitive')).toBe(first);
    expect(counted('morph:genitive')).toBe(first);
  });
});

describe('the Hebrew read with its qere', () => {
  const count = (text: Text, q: string) => {
    const query = parseQuery(q);
    if ('error' in query || query.kind !== 'search') throw new Error(q);
    const verses = text.verses.matchingVerses(query, text.search);
    return grammarCounts(
      text.search.index,
      verses,
      matchedWords(text.search, positiveWordNodes(query.root), verses),
    ).words;
  };

  it('counts the words read in place of the written ones: Ruth 3:3-4, written 1cs, read 2fs', () => {
    // Ruth 3:3 וירדתי and 3:4 ושכבתי are written "I" and read "you" (feminine): two words move between the two.
    const first = count(texts.wlc, 'morph:"sequential perfect 1cs" in:Ruth.3');
    const second = count(texts.wlc, 'morph:"sequential perfect 2fs" in:Ruth.3');
    expect(count(texts['wlc-qere'], 'morph:"sequential perfect 1cs" in:Ruth.3')).toBe(first - 2);
    expect(count(texts['wlc-qere'], 'morph:"sequential perfect 2fs" in:Ruth.3')).toBe(second + 2);
  });
});
