import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bdbIdsByAugmentedStrongs, parseAugIndex, parseBdb, parseLexicalIndex, readBdb } from './bdb';
import { HEBREW_LEXICON_DIRECTORY } from './hebrew-strong';

const fixtures = fileURLToPath(new URL('../fixtures/hebrewlexicon', import.meta.url));
const fixture = (name: string): Promise<string> => readFile(join(fixtures, name), 'utf8');

describe('BDB indexes on fixtures', () => {
  it('reads LexicalIndex rows, dropping particle letters in place of numbers', async () => {
    const rows = parseLexicalIndex(await fixture('LexicalIndex.xml'), 'LexicalIndex.xml');
    expect(rows).toEqual([
      { id: 'aab', bdb: 'a.ab.ab', strong: 3 },
      { id: 'bis', bdb: 'b.ab.aa' },
      { id: 'bxx', bdb: 'b.cx.aa', strong: 1254, aug: 'b' },
      { id: 'bxy', bdb: 'b.cw.aa', strong: 1254, aug: 'a' },
      { id: 'lqb', bdb: 't.ad.ag', strong: 7225 },
      { id: 'zzz' },
    ]);
  });

  it('resolves an augmented Strong number to its own BDB entry', async () => {
    const rows = parseLexicalIndex(await fixture('LexicalIndex.xml'), 'LexicalIndex.xml');
    const augmented = parseAugIndex(await fixture('AugIndex.xml'), 'AugIndex.xml');
    const byAug = bdbIdsByAugmentedStrongs(rows, augmented);
    expect(byAug.get('1254a')).toBe('b.cw.aa');
    expect(byAug.get('1254b')).toBe('b.cx.aa');
    expect(byAug.get('b')).toBe('b.ab.aa');
  });
});

describe('readBdb on fixtures', () => {
  it('reads every entry, BOM included, with the Strong numbers that lead to it', async () => {
    const entries = await readBdb(fixtures);
    expect(entries.map((e) => [e.entryId, e.strongs])).toEqual([
      ['a.ab.ab', ['H3']],
      ['b.cw.aa', ['H1254']],
      ['b.cx.aa', ['H1254']],
      ['t.ad.ag', ['H7225']],
      ['t.ad.ah', []],
    ]);
    expect(entries.every((e) => e.source === 'bdb')).toBe(true);
    expect(entries[3]!.headword).toBe('רֵאשִׁית'.normalize('NFC'));
  });

  it('renders simple HTML with senses, stems, Scripture links and the homograph number', async () => {
    const [, bara] = await readBdb(fixtures);
    expect(bara!.content).toBe(
      '<span class="homograph">I</span> <span lang="he" dir="rtl">בָּרָא</span> 53 <i>vb</i>. ' +
        '<strong>shape</strong>, <strong>create</strong> <div class="sense"><b>Qal</b> <i>Pf</i>.—' +
        '<strong>shape</strong></div> <div class="sense"><b>Niph</b>.—<em>Pass</em>. <div class="sense"><b>1</b> ' +
        '<strong>be created</strong></div> </div>',
    );
  });

  it('marks script the source replaced by a language name, and escapes text', async () => {
    const [fresh] = await readBdb(fixtures);
    expect(fresh!.content).toContain(
      'cf. Ar. <span class="omitted">[Arabic]</span>; As. <span lang="akk">inbu</span>',
    );
    expect(fresh!.content).toContain('<a data-osis="Job.8.12">Jb 8:12</a> &amp; <a data-osis="Song.6.11">');
  });

  it('fills an empty cross-reference with the headword of its target', async () => {
    const entries = await readBdb(fixtures);
    expect(entries[4]!.content).toContain('v. <a data-entry="t.ad.ag" lang="he" dir="rtl">רֵאשִׁית</a>');
  });

  it('rejects an entry without an id', () => {
    expect(() => parseBdb('<lexicon>\n<entry><w>א</w></entry></lexicon>', 'b.xml', new Map())).toThrow(
      /b\.xml, line 2: entry without an id/,
    );
  });
});

const installed = existsSync(join(HEBREW_LEXICON_DIRECTORY, 'BrownDriverBriggs.xml'));
if (!installed) console.warn(`Skipping BDB real-data test: ${HEBREW_LEXICON_DIRECTORY} not found.`);

describe.skipIf(!installed)('readBdb on the installed bibledit-data', () => {
  it('reads 11,845 entries, 8,828 linked to Strong numbers; H7225 resolves to רֵאשִׁית (t.ad.ag)', async () => {
    const started = performance.now();
    const entries = await readBdb();
    console.info(`BDB: ${entries.length} entries in ${Math.round(performance.now() - started)} ms`);
    expect(entries).toHaveLength(11_845);
    const reshit = entries.filter((e) => e.strongs.includes('H7225'));
    expect(reshit.map((e) => e.entryId)).toContain('t.ad.ag');
    expect(reshit[0]!.headword).toBe('רֵאשִׁית'.normalize('NFC'));
    expect(entries.filter((e) => e.strongs.length > 0)).toHaveLength(8_828);
    // Every Strong's Hebrew number (H1–H8674) reaches at least one BDB entry.
    expect(new Set(entries.flatMap((e) => e.strongs)).size).toBe(8_674);
    expect(entries.filter((e) => /<a data-entry="[^"]+" lang="he" dir="rtl"><\/a>/.test(e.content))).toEqual(
      [],
    );
  });
});
