import { describe, expect, it } from 'vitest';
import { buildZip } from '../fixtures/zip-writer';
import { IngestError } from '../model';
import { readZip } from './zip';

const encode = (text: string) => new TextEncoder().encode(text);
const FILES = new Map([
  ['mods.d/a.conf', encode('[A]\nModDrv=zText\n')],
  ['modules/texts/ztext/a/ot.bzz', encode('x'.repeat(5000))],
  ['empty.txt', new Uint8Array()],
]);

describe('readZip', () => {
  it.each([false, true])('unpacks every entry (stored: %s)', (store) => {
    const files = readZip('a.zip', buildZip(FILES, { store }));
    expect([...files.keys()]).toEqual([...FILES.keys()]);
    for (const [path, content] of FILES)
      expect(Buffer.from(files.get(path)!).equals(Buffer.from(content))).toBe(true);
  });

  it('refuses what is not a zip, and damaged entries', () => {
    expect(() => readZip('a.zip', encode('hello'))).toThrow(/a\.zip: not a zip archive/);
    const zip = buildZip(FILES, { store: true });
    const damaged = Buffer.from(zip);
    damaged[zip.indexOf('xxxxx')] = 0x79;
    expect(() => readZip('a.zip', damaged)).toThrow(IngestError);
    expect(() => readZip('a.zip', damaged)).toThrow(/ot\.bzz is damaged/);
  });

  it('stops at the size limit (zip bomb guard)', () => {
    expect(() => readZip('a.zip', buildZip(FILES), { maxEntries: 10, maxTotalBytes: 1000 })).toThrow(
      /unpacks to more than 1000 bytes/,
    );
    expect(() => readZip('a.zip', buildZip(FILES), { maxEntries: 2, maxTotalBytes: 1e9 })).toThrow(
      /too many entries/,
    );
  });
});
