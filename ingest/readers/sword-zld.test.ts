import { existsSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type FileMap, buildZLdModule } from '../fixtures/sword-writer';
import { IngestError } from '../model';
import { parseSwordConf } from './sword-conf';
import { openInstalledZLd, openZLd } from './sword-zld';

function open(files: FileMap) {
  const [confPath, confBytes] = [...files].find(([path]) => path.startsWith('mods.d/'))!;
  return openZLd(parseSwordConf(new TextDecoder().decode(confBytes), confPath), (path) => files.get(path));
}

const FIXTURE = buildZLdModule(
  'MiniDict',
  [
    { key: '00001', text: '<entryFree n="1"><orth>אב</orth> <def>father</def></entryFree>' },
    { key: '00002', text: 'second' },
    { key: '00002', text: 'second' },
    { key: '00003', link: '00001' },
    { key: 'APPLE', text: 'a fruit' },
    { key: 'LOOP', link: 'LOOP' },
  ],
  2,
);

describe('zLD dictionary', () => {
  it('lists every key in index order, duplicates included', () => {
    const dictionary = open(FIXTURE);
    expect(dictionary.keys).toEqual(['00001', '00002', '00002', '00003', 'APPLE', 'LOOP']);
  });

  it('decodes entries as UTF-8 without the NUL terminator, across blocks', () => {
    const dictionary = open(FIXTURE);
    expect(dictionary.get('00001')).toBe('<entryFree n="1"><orth>אב</orth> <def>father</def></entryFree>');
    expect(dictionary.get('00002')).toBe('second');
    expect(dictionary.get('apple')).toBe('a fruit');
    expect(dictionary.get('nothing')).toBeUndefined();
  });

  it('follows @LINK entries and survives a link cycle', () => {
    const dictionary = open(FIXTURE);
    expect(dictionary.get('00003')).toBe(dictionary.get('00001'));
    expect(dictionary.get('LOOP')).toBeUndefined();
    const entries = [...dictionary.entries()];
    expect(entries[3]).toEqual({ key: '00003', text: dictionary.get('00001'), link: '00001' });
    expect(entries[5]).toEqual({ key: 'LOOP', text: '', link: 'LOOP' });
  });

  it('names the missing or broken file', () => {
    const missing = new Map(FIXTURE);
    missing.delete('modules/lexdict/zld/minidict/dict.zdt');
    expect(() => open(missing)).toThrow(IngestError);
    expect(() => open(missing)).toThrow(/dict\.zdt: file is missing/);
    const truncated = new Map(FIXTURE);
    truncated.set('modules/lexdict/zld/minidict/dict.idx', new Uint8Array(12));
    expect(() => open(truncated)).toThrow(/dict\.idx: size 12 is not a multiple of 8/);
  });

  it('kept open with a few blocks, reads the .zdt a block at a time from the library, never the whole file', () => {
    const zdtPath = 'modules/lexdict/zld/minidict/dict.zdt';
    const reads: { offset: number; size: number }[] = [];
    const files = Object.assign(
      (path: string) => {
        if (path === zdtPath) throw new Error('the whole .zdt was read');
        return FIXTURE.get(path);
      },
      {
        part: {
          size: (path: string) => FIXTURE.get(path)?.length,
          read: (path: string, offset: number, size: number) => {
            reads.push({ offset, size });
            return FIXTURE.get(path)!.subarray(offset, offset + size);
          },
        },
      },
    );
    const [confPath, confBytes] = [...FIXTURE].find(([path]) => path.startsWith('mods.d/'))!;
    const dictionary = openZLd(parseSwordConf(new TextDecoder().decode(confBytes), confPath), files, 1);
    const whole = open(FIXTURE);
    expect([...dictionary.entries()]).toEqual([...whole.entries()]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(({ size }) => size < FIXTURE.get(zdtPath)!.length)).toBe(true);
  });

  it('names a block that runs past the end of a .zdt read by parts', () => {
    const files = Object.assign((path: string) => FIXTURE.get(path), {
      part: {
        size: (path: string) => FIXTURE.get(path)?.length,
        read: (path: string, offset: number, size: number) =>
          FIXTURE.get(path)!.subarray(offset, offset + Math.min(size, 4)),
      },
    });
    const [confPath, confBytes] = [...FIXTURE].find(([path]) => path.startsWith('mods.d/'))!;
    const dictionary = openZLd(parseSwordConf(new TextDecoder().decode(confBytes), confPath), files, 1);
    expect(() => dictionary.get('00001')).toThrow(/dict\.zdt: block 0 runs past the end of the file/);
  });

  it('refuses a block that inflates past what a block may hold (a zip bomb), stopping there', () => {
    // 64 MB of zeros in some 64 KB, where the first block was: its entries then read as an empty block.
    const bomb = new Map(FIXTURE);
    const zeros = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    const zdx = Buffer.from(FIXTURE.get('modules/lexdict/zld/minidict/dict.zdx')!);
    zdx.writeUInt32LE(0, 0);
    zdx.writeUInt32LE(zeros.length, 4);
    bomb.set('modules/lexdict/zld/minidict/dict.zdx', zdx);
    bomb.set('modules/lexdict/zld/minidict/dict.zdt', zeros);
    expect(() => open(bomb).get('00001')).toThrow(
      /dict\.zdt: block 0 inflates to more than the 33554432 bytes a block may hold/,
    );
  });
});

const HEBREW = '/usr/share/sword/modules/lexdict/zld/strongshebrew/dict.idx';
const GREEK = '/usr/share/sword/modules/lexdict/zld/strongsgreek/dict.idx';
if (!existsSync(HEBREW))
  console.log(`skipping StrongsHebrew: ${HEBREW} is absent (apt install sword-dict-strongs-hebrew)`);
if (!existsSync(GREEK))
  console.log(`skipping StrongsGreek: ${GREEK} is absent (apt install sword-dict-strongs-greek)`);

describe.skipIf(!existsSync(HEBREW))('real data: StrongsHebrew', { timeout: 30_000 }, () => {
  it('has 8,675 keys, 8,674 unique, with clean UTF-8 Hebrew', () => {
    const dictionary = openInstalledZLd('StrongsHebrew');
    expect(dictionary.keys).toHaveLength(8675);
    expect(new Set(dictionary.keys).size).toBe(8674);
    expect(dictionary.keys[0]).toBe('00001');
    expect(dictionary.keys.at(-1)).toBe('08674');
    expect(dictionary.get('07225')).toContain('<orth>ראשׁית</orth>');
    const entries = [...dictionary.entries()];
    expect(entries.every((entry) => entry.text.startsWith('<entryFree') && !entry.text.includes('\0'))).toBe(
      true,
    );
  });
});

describe.skipIf(!existsSync(GREEK))('real data: StrongsGreek', { timeout: 30_000 }, () => {
  it('has 5,624 keys', () => {
    const dictionary = openInstalledZLd('StrongsGreek');
    expect(dictionary.keys).toHaveLength(5624);
    expect(new Set(dictionary.keys).size).toBe(5624);
    expect(dictionary.get('00025')).toContain('<orth>ἀγαπάω</orth>');
  });
});
