import { existsSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KJV, Versification } from '../../core/bible/versification';
import { type FileMap, buildZTextModule } from '../fixtures/sword-writer';
import { buildZip } from '../fixtures/zip-writer';
import { IngestError } from '../model';
import { readInstalledSwordBible, readSwordBible } from './sword-bible';
import { parseSwordConf } from './sword-conf';
import { SWORD_LIMITS, readZTextEntries } from './sword-ztext';
import { readSwordZip } from './upload-sword';

// Two books of ours and one deuterocanonical book, so slot arithmetic must count the book we drop.
const MINI = new Versification('Mini', [
  ['Gen', 'OT', [2, 1]],
  ['Tob', 'OT', [1]],
  ['John', 'NT', [2]],
]);

const ENTRIES = {
  'Gen.0.0': '<div type="introduction">A preface that is not a verse.</div>',
  'Gen.1.0': '<title type="chapter">Chapter One</title>',
  'Gen.1.1': 'In the <w lemma="strong:H7225">beginning</w> <w lemma="strong:H0430">God</w> made it.',
  'Gen.1.2':
    '<w lemma="strong:H0430">God</w><note placement="foot">Elohim</note><w lemma="strong:H1254">created</w> ¶ light.',
  'Gen.2.1': 'Thus the \\nd heavens\\nd* were finished.',
  'Tob.1.1': 'A deuterocanonical verse.',
  'John.1.1': '<q who="Jesus">In the beginning was the Word.</q>',
  'John.1.2': 'The same.<chapter eID="John.1"/><div type="glossary">Glossary text</div>',
};

function open(files: FileMap) {
  const [confPath, confBytes] = [...files].find(([path]) => path.startsWith('mods.d/'))!;
  return {
    conf: parseSwordConf(new TextDecoder().decode(confBytes), confPath),
    files: (path: string) => files.get(path),
  };
}

describe('readZTextEntries', () => {
  it('maps slots to references, headings included', () => {
    const { conf, files } = open(buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES }));
    const entries = [...readZTextEntries(conf, files, MINI)];
    expect(
      entries.map(
        (entry) => `${entry.testament} ${entry.slot} ${entry.book} ${entry.chapter}:${entry.verse}`,
      ),
    ).toEqual([
      'OT 2 Gen 0:0',
      'OT 3 Gen 1:0',
      'OT 4 Gen 1:1',
      'OT 5 Gen 1:2',
      'OT 7 Gen 2:1',
      'OT 10 Tob 1:1',
      'NT 4 John 1:1',
      'NT 5 John 1:2',
    ]);
    expect(entries[2]?.markup).toBe(ENTRIES['Gen.1.1']);
  });

  it('rejects compression, encryption and versifications it cannot read', () => {
    const module = open(buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES }));
    const read = (conf: typeof module.conf, versification?: Versification) => [
      ...readZTextEntries(conf, module.files, versification),
    ];
    expect(() => read({ ...module.conf, compressType: 'LZSS' }, MINI)).toThrow(/CompressType LZSS/);
    expect(() => read({ ...module.conf, cipherKey: 'abc' }, MINI)).toThrow(/enciphered/);
    expect(() => read({ ...module.conf, modDrv: 'RawText' }, MINI)).toThrow(/not zText/);
    expect(() => read({ ...module.conf, versification: 'Nope' })).toThrow(/unknown Versification Nope/);
  });

  it('names the missing file when a testament is incomplete', () => {
    const files = buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES });
    files.delete('modules/texts/ztext/mini/nt.bzv');
    const module = open(files);
    expect(() => [...readZTextEntries(module.conf, module.files, MINI)]).toThrow(IngestError);
    expect(() => [...readZTextEntries(module.conf, module.files, MINI)]).toThrow(/nt\.bzv/);
  });
});

describe('readSwordBible', () => {
  it.each([
    ['BOOK', 10],
    ['CHAPTER', 10],
    ['VERSE', 10],
    ['BOOK', 12],
    ['CHAPTER', 12],
  ] as const)('reads %s blocks with %i-byte index records', (blockType, recordSize) => {
    const module = open(
      buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES, blockType, recordSize }),
    );
    const bible = readSwordBible(module.conf, module.files, { versification: MINI });
    expect(
      bible.verses.map((verse) => [`${verse.book} ${verse.chapter}:${verse.verse}`, verse.text]),
    ).toEqual([
      ['Gen 1:1', 'In the beginning God made it.'],
      ['Gen 1:2', 'God created light.'],
      ['Gen 2:1', 'Thus the heavens were finished.'],
      ['John 1:1', 'In the beginning was the Word.'],
      ['John 1:2', 'The same.'],
    ]);
    expect(bible.verses[0]?.tokens).toEqual([
      { text: 'beginning', strongs: ['H7225'], morph: [] },
      { text: 'God', strongs: ['H430'], morph: [] },
    ]);
  });

  it('derives the metadata from the .conf and lets the caller override it', () => {
    const module = open(
      buildZTextModule({
        name: 'Mini',
        versification: MINI,
        entries: ENTRIES,
        conf: ['Description=Mini Bible', 'Lang=en', 'DistributionLicense=Public Domain', 'Abbreviation=MB'],
      }),
    );
    const bible = readSwordBible(module.conf, module.files, { versification: MINI, meta: { code: 'mini' } });
    expect(bible.meta).toMatchObject({
      code: 'mini',
      name: 'Mini Bible',
      language: 'en',
      direction: 'ltr',
      versification: 'Mini',
      licence: 'Public Domain',
      hasStrongs: true,
      hasMorphology: false,
      strongsAuthoritative: false,
    });
  });
});

const KJV_MODULE = '/usr/share/sword/modules/texts/ztext/engKJV2006eb';
const WEB_MODULE = '/usr/share/sword/modules/texts/ztext/engWEB2015eb';
if (!existsSync(KJV_MODULE))
  console.log(`skipping the SWORD KJV test: ${KJV_MODULE} is absent (apt install sword-text-kjv)`);
if (!existsSync(WEB_MODULE))
  console.log(`skipping the SWORD WEB test: ${WEB_MODULE} is absent (apt install sword-text-web)`);

// Each reads a whole Bible (about 2 s unloaded); generous timeouts for a busy CI machine.
describe.skipIf(!existsSync(KJV_MODULE))('real data: engKJV2006eb', { timeout: 30_000 }, () => {
  it('reads all 31,102 verses', () => {
    const bible = readInstalledSwordBible('engKJV2006eb');
    const find = (book: string, chapter: number, verse: number) =>
      bible.verses.find(
        (record) => record.book === book && record.chapter === chapter && record.verse === verse,
      );
    expect(bible.verses).toHaveLength(31_102);
    expect(new Set(bible.verses.map((verse) => verse.book)).size).toBe(66);
    expect(find('Gen', 1, 1)?.text).toBe('In the beginning God created the heaven and the earth.');
    expect(find('John', 3, 16)?.text).toMatch(/^For God so loved the world/);
    expect(find('Exod', 6, 3)?.text).toContain('by my name JEHOVAH was I not known');
    expect(bible.verses.filter((verse) => /[<>\\¶]/.test(verse.text))).toEqual([]);
    expect(bible.meta).toMatchObject({
      code: 'kjv',
      versification: 'KJV',
      hasStrongs: true,
      strongsAuthoritative: true,
    });
  });
});

describe.skipIf(!existsSync(WEB_MODULE))('real data: engWEB2015eb', { timeout: 30_000 }, () => {
  it('keeps the 66 books, cuts the glossary and marks the Strong tags as not authoritative', () => {
    const bible = readInstalledSwordBible('engWEB2015eb');
    const find = (book: string, chapter: number, verse: number) =>
      bible.verses.find(
        (record) => record.book === book && record.chapter === chapter && record.verse === verse,
      );
    expect(new Set(bible.verses.map((verse) => verse.book)).size).toBe(66);
    // 31,100 filled slots in the 66 books, of which 5 hold only a footnote (Luke 17:36, Acts 8:37, …).
    expect(bible.verses).toHaveLength(31_095);
    expect(find('Gen', 1, 1)?.text).toBe('In the beginning, God created the heavens and the earth.');
    expect(find('Rev', 22, 21)?.text).toBe(
      'The grace of the Lord Jesus Christ be with all the saints. Amen.',
    );
    expect(find('John', 3, 16)?.text).toContain('his only born Son, that whoever');
    // The preface (Gen 0:0, 12 KB), Greek Daniel (Hos 0:0, 59 KB) and glossary (26 KB) stay out of the verses.
    expect(Math.max(...bible.verses.map((verse) => verse.text.length))).toBeLessThan(1000);
    expect(bible.meta).toMatchObject({ code: 'web', versification: 'NRSVA', strongsAuthoritative: false });
  });
});

describe('a zip bomb', () => {
  // 64 MB of zeros deflate to some 64 KB: every block record of the module points at that same stream.
  const ZEROS = deflateSync(Buffer.alloc(64 * 1024 * 1024));

  /** The Mini module with each block record pointing at ZEROS and declaring `declared` bytes (or its own size). */
  function bomb(declared?: number) {
    const files = buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES });
    for (const testament of ['ot', 'nt']) {
      const prefix = `modules/texts/ztext/mini/${testament}.bz`;
      const records = Buffer.from(files.get(`${prefix}s`)!);
      for (let at = 0; at < records.length; at += 12) {
        records.writeUInt32LE(0, at);
        records.writeUInt32LE(ZEROS.length, at + 4);
        if (declared !== undefined) records.writeUInt32LE(declared, at + 8);
      }
      files.set(`${prefix}s`, records);
      files.set(`${prefix}z`, ZEROS);
    }
    return open(files);
  }

  it('refuses a block that inflates to more than it declares, stopping at the declared size', () => {
    const { conf, files } = bomb();
    const read = () => [...readZTextEntries(conf, files, MINI)];
    expect(read).toThrow(IngestError);
    expect(read).toThrow(/ot\.bzz: block 0 inflates to more than the \d+ bytes it declares/);
    expect(ZEROS.length).toBeLessThan(100 * 1024);
  });

  it('refuses a block that declares more than a block may hold, before inflating it', () => {
    const { conf, files } = bomb(0xffffffff);
    expect(() => [...readZTextEntries(conf, files, MINI)]).toThrow(
      /ot\.bzs: block 0 declares 4294967295 bytes, more than the 33554432 a block may hold/,
    );
  });

  it('bounds the markup of a whole module, whose slots may all point into one block', () => {
    const files = buildZTextModule({ name: 'Mini', versification: MINI, entries: ENTRIES });
    const { maxModuleBytes } = SWORD_LIMITS;
    SWORD_LIMITS.maxModuleBytes = 100;
    try {
      const { conf } = open(files);
      expect(() => [...readZTextEntries(conf, (path) => files.get(path), MINI)]).toThrow(
        /ot\.bzv: the module's entries add up to more than 100 bytes/,
      );
    } finally {
      SWORD_LIMITS.maxModuleBytes = maxModuleBytes;
    }
  });

  it('is refused whole when uploaded as a small zip', async () => {
    const { files } = bomb();
    const module = buildZTextModule({ name: 'Mini', versification: KJV, entries: { 'Gen.1.1': 'In.' } });
    const prefix = 'modules/texts/ztext/mini/ot.bz';
    const records = Buffer.from(module.get(`${prefix}s`)!);
    records.writeUInt32LE(ZEROS.length, 4);
    module.set(`${prefix}s`, records);
    module.set(`${prefix}z`, files(`modules/texts/ztext/mini/ot.bzz`)!);
    const zip = buildZip(module);
    expect(zip.length).toBeLessThan(100 * 1024);
    await expect(readSwordZip('bomb.zip', zip)).rejects.toThrow(
      /block 0 inflates to more than the 3 bytes it declares/,
    );
  });
});
