import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../model';
import {
  GREEK_STRONG_FILE,
  isUnusedStrongsEntry,
  parseGreekStrong,
  parseGreekStrongRecords,
  readGreekStrong,
} from './greek-strong';

const fixture = fileURLToPath(new URL('../fixtures/sblgnt/strongsgreek.xml', import.meta.url));

describe('readGreekStrong on fixtures', () => {
  it('reads headword, transliteration, pronunciation, definition, derivation and KJV usage', async () => {
    const entries = await readGreekStrong(fixture);
    expect(entries.map((e) => e.strongs)).toEqual(['G25', 'G26', 'G730', 'G2717', 'G3779', 'G3004', 'G5399']);
    expect(entries[0]).toEqual<LexiconEntry>({
      strongs: 'G25',
      language: 'greek',
      lemma: 'ἀγαπάω',
      transliteration: 'agapáō',
      pronunciation: "ag-ap-ah'-o",
      // Text after <kjv_def> continues the definition.
      definition: 'to love (in a social or moral sense) Compare G5368.',
      derivation: 'perhaps from ἄγαν (much) (or compare H5689);',
      derivationLinks: ['H5689', 'G5368'],
      kjvUsage: '(be-)love(-ed).',
    });
  });

  it('takes the language of a cross-reference from its language attribute', async () => {
    const [agapao, agape] = await readGreekStrong(fixture);
    expect(agapao!.derivationLinks).toContain('H5689');
    expect(agape!.derivationLinks).toEqual(['G25']);
  });

  it('keeps "Not Used" numbers as stubs without a headword', async () => {
    const entries = await readGreekStrong(fixture);
    const stub = entries.find((e) => e.strongs === 'G2717')!;
    expect(stub).toMatchObject({ lemma: '', definition: 'Not Used', derivationLinks: [] });
    expect(entries.filter(isUnusedStrongsEntry).map((e) => e.strongs)).toEqual(['G2717']);
  });

  it('keeps alternative headwords apart for lemma matching', () => {
    const xml = `<entries><entry strongs="00730"><strongs>730</strongs><greek unicode="ἄῤῥην" translit="árrhēn"/>
      or <greek unicode="ἄρσην" translit="ársēn"/><strongs_def>male</strongs_def></entry></entries>`;
    const [record] = parseGreekStrongRecords(xml, 'x.xml');
    expect(record).toMatchObject({
      entry: { lemma: 'ἄῤῥην', definition: 'male' },
      alternateLemmas: ['ἄρσην'],
    });
  });

  it('rejects an entry without a number', () => {
    expect(() => parseGreekStrong('<entries>\n<entry strongs="x"/></entries>', 'g.xml')).toThrow(
      /g\.xml, line 2/,
    );
  });
});

const installed = existsSync(GREEK_STRONG_FILE);
if (!installed) console.warn(`Skipping Strong's Greek real-data test: ${GREEK_STRONG_FILE} not found.`);

describe.skipIf(!installed)('readGreekStrong on the installed bibledit-data', () => {
  it('reads all 5,624 keys, 101 of them "Not Used"; G25 is ἀγαπάω', async () => {
    const started = performance.now();
    const entries = await readGreekStrong();
    console.info(
      `Strong's Greek: ${entries.length} entries in ${Math.round(performance.now() - started)} ms`,
    );
    expect(entries).toHaveLength(5_624);
    expect(new Set(entries.map((e) => e.strongs)).size).toBe(5_624);
    expect(entries.filter(isUnusedStrongsEntry)).toHaveLength(101);
    expect(entries.find((e) => e.strongs === 'G25')?.lemma).toBe('ἀγαπάω');
    const links = entries.flatMap((e) => e.derivationLinks);
    // DATA.md §D/§E7: 317 references point at Hebrew entries; all of them must come out as H numbers.
    expect(links.filter((link) => link.startsWith('H'))).toHaveLength(317);
    expect(links.every((link) => /^[GH][1-9]\d*$/.test(link))).toBe(true);
  });
});
