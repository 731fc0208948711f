import { describe, expect, it } from 'vitest';
import type { StoredToken } from '../db/schema/index';
import { PackedVerses, type VerseToPack } from './packed-verses';

const rows: VerseToPack[] = [
  {
    key: 1001001,
    text: 'In the beginning God created the heaven and the earth.',
    tokens: [
      { t: 'In the beginning', s: ['H7225'] },
      { t: 'God', s: ['H430'] },
      { t: 'created', s: ['H1254', 'H853'] },
      { t: 'the' },
      { t: 'heaven', s: ['H8064'] },
    ],
  },
  // Hebrew (two-byte characters, morphology and lemmas), with a token whose lists are present but empty.
  {
    key: 1001002,
    text: 'וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙',
    tokens: [
      { t: 'וְהָאָ֗רֶץ', s: ['H9002', 'H9009', 'H776'], m: ['HC', 'Td', 'Ncbsa'], l: 'c/d/776' },
      { t: 'הָיְתָ֥ה', s: ['H1961'], m: ['HVqp3fs'], l: '1961' },
      { t: 'תֹ֙הוּ֙', s: [], m: [], l: '' },
    ],
  },
  // Greek, a verse with no tokens, an empty verse, and characters outside the basic plane.
  {
    key: 40001001,
    text: 'Βίβλος γενέσεως Ἰησοῦ Χριστοῦ',
    tokens: [{ t: 'Βίβλος', s: ['G976'], m: ['N-NSF'] }],
  },
  { key: 40001002, text: 'A verse without tokens', tokens: [] },
  { key: 40001003, text: '', tokens: null },
  { key: 66022021, text: 'Grace 𝔊 be with you all. Amen.', tokens: [{ t: '𝔊', l: 'grace' }] },
];

describe('packed verses', () => {
  it('gives back every text and token as stored, Hebrew and Greek included', () => {
    const packed = PackedVerses.pack(rows, true);
    expect(packed.length).toBe(rows.length);
    rows.forEach((row, verse) => {
      expect(packed.find(row.key)).toBe(verse);
      expect(packed.text(verse)).toBe(row.text);
      expect(packed.tokens(verse)).toStrictEqual(row.tokens ?? []);
    });
  });

  it('keeps absent fields absent and empty lists empty', () => {
    const packed = PackedVerses.pack(rows, true);
    const [plain] = packed.tokens(0).slice(3);
    expect(Object.keys(plain!)).toEqual(['t']);
    const empty = packed.tokens(1)[2]!;
    expect(empty).toStrictEqual({ t: 'תֹ֙הוּ֙', s: [], m: [], l: '' } satisfies StoredToken);
  });

  it('keeps no tokens when asked not to, and the texts still', () => {
    const packed = PackedVerses.pack(rows, false);
    rows.forEach((row, verse) => {
      expect(packed.text(verse)).toBe(row.text);
      expect(packed.tokens(verse)).toEqual([]);
    });
  });

  it('answers -1 for a verse it lacks, before, between and after its keys', () => {
    const packed = PackedVerses.pack(rows, true);
    for (const key of [1, 1001003, 50000000, 99999999]) expect(packed.find(key)).toBe(-1);
    expect(PackedVerses.pack([], true).find(1001001)).toBe(-1);
  });

  it('makes new token objects on each call, so a caller cannot change the kept ones', () => {
    const packed = PackedVerses.pack(rows, true);
    packed.tokens(0)[0]!.s!.push('H1');
    expect(packed.tokens(0)[0]!.s).toEqual(['H7225']);
  });

  it('refuses rows out of key order or repeated', () => {
    expect(() => PackedVerses.pack([rows[1]!, rows[0]!], true)).toThrow(/key order/);
    expect(() => PackedVerses.pack([rows[0]!, rows[0]!], true)).toThrow(/key order/);
  });
});
