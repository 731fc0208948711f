import { deflateRawSync } from 'node:zlib';
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
const MEBIBYTE = 1024 * 1024;

/** The offsets of every central directory record, where an entry's name, sizes and local offset live. */
function directoryRecords(zip: Buffer): number[] {
  const found: number[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 1)) found.push(at);
  return found;
}

describe('readZip', () => {
  it.each([false, true])('unpacks every entry (stored: %s)', async (store) => {
    const files = await readZip('a.zip', buildZip(FILES, { store }));
    expect([...files.keys()]).toEqual([...FILES.keys()]);
    for (const [path, content] of FILES)
      expect(Buffer.from(files.get(path)!).equals(Buffer.from(content))).toBe(true);
  });

  it('refuses what is not a zip, and damaged entries', async () => {
    await expect(readZip('a.zip', encode('hello'))).rejects.toThrow(/a\.zip: not a zip archive/);
    const zip = buildZip(FILES, { store: true });
    const damaged = Buffer.from(zip);
    damaged[zip.indexOf('xxxxx')] = 0x79;
    await expect(readZip('a.zip', damaged)).rejects.toThrow(IngestError);
    await expect(readZip('a.zip', damaged)).rejects.toThrow(/ot\.bzz is damaged/);
  });

  it('refuses a truncated archive', async () => {
    const zip = buildZip(FILES);
    await expect(readZip('cut.zip', zip.subarray(0, zip.length - 30))).rejects.toThrow(
      /cut\.zip: not a zip archive/,
    );
    // The end record survives but the entries it points at are cut away.
    const end = zip.subarray(zip.lastIndexOf('PK\x05\x06'));
    await expect(readZip('cut.zip', Buffer.concat([zip.subarray(0, 40), end]))).rejects.toThrow(IngestError);
  });

  it('stops at the size and entry limits', async () => {
    await expect(readZip('a.zip', buildZip(FILES), { maxTotalBytes: 1000 })).rejects.toThrow(
      /unpacks to more than 1000 bytes/,
    );
    await expect(readZip('a.zip', buildZip(FILES), { maxEntryBytes: 4999 })).rejects.toThrow(
      /ot\.bzz unpacks to more than 4999 bytes/,
    );
    await expect(readZip('a.zip', buildZip(FILES), { maxEntries: 2 })).rejects.toThrow(/too many entries/);
  });

  it('refuses a zip bomb by its ratio before inflating it', async () => {
    const zeros = new Uint8Array(20 * MEBIBYTE);
    const bomb = buildZip(new Map([['bomb.bin', zeros]]));
    expect(bomb.length).toBeLessThan(MEBIBYTE / 10);
    await expect(readZip('bomb.zip', bomb)).rejects.toThrow(/bomb\.bin is compressed more than 200 times/);
  });

  it('stops a bomb that lies about its size as soon as it inflates past what it declares', async () => {
    const zeros = new Uint8Array(20 * MEBIBYTE);
    const liar = buildZip(new Map([['bomb.bin', zeros]]), { declaredSizes: new Map([['bomb.bin', 1000]]) });
    await expect(readZip('liar.zip', liar)).rejects.toThrow(/bomb\.bin does not unpack: too many bytes/);
  });

  it.each(['../escape.txt', 'mods.d/../../escape.txt', '/etc/escape.txt', 'C:/escape.txt'])(
    'refuses the unsafe name %s',
    async (name) => {
      const zip = buildZip(new Map([[name, encode('hello')]]));
      await expect(readZip('a.zip', zip)).rejects.toThrow(/a\.zip: unsafe or damaged entry/);
    },
  );

  it('reads a backslash as a folder separator, and still refuses what climbs out', async () => {
    const files = await readZip('a.zip', buildZip(new Map([['mods.d\\a.conf', encode('[A]')]])));
    expect([...files.keys()]).toEqual(['mods.d/a.conf']);
    await expect(readZip('a.zip', buildZip(new Map([['..\\escape.txt', encode('x')]])))).rejects.toThrow(
      /unsafe or damaged entry/,
    );
  });

  it('refuses a symbolic link', async () => {
    const zip = buildZip(
      new Map([
        ['mods.d/a.conf', encode('[A]')],
        ['modules/link', encode('/etc/passwd')],
      ]),
      { unixModes: new Map([['modules/link', 0o120777]]) },
    );
    await expect(readZip('a.zip', zip)).rejects.toThrow(/modules\/link is a symbolic link/);
    const regular = buildZip(new Map([['a.txt', encode('a')]]), {
      unixModes: new Map([['a.txt', 0o100644]]),
    });
    expect([...(await readZip('a.zip', regular)).keys()]).toEqual(['a.txt']);
  });

  it('refuses entries that share their bytes (the overlapping bomb)', async () => {
    const zip = buildZip(
      new Map([
        ['a.txt', encode('same text')],
        ['b.txt', encode('same text')],
      ]),
      { store: true },
    );
    // Point the second entry at the first one's local header and data.
    zip.writeUInt32LE(0, directoryRecords(zip)[1]! + 42);
    await expect(readZip('a.zip', zip)).rejects.toThrow(/b\.txt overlaps a\.txt|a\.txt overlaps b\.txt/);
  });

  it('refuses a compression method it does not know, and an encrypted entry', async () => {
    const zip = buildZip(new Map([['a.txt', deflateRawSync(encode('a'))]]), { store: true });
    const record = directoryRecords(zip)[0]!;
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, record + 10);
    await expect(readZip('a.zip', bzip2)).rejects.toThrow(/a\.txt uses compression method 12/);
    const encrypted = buildZip(new Map([['a.txt', encode('secret')]]));
    encrypted.writeUInt16LE(1, directoryRecords(encrypted)[0]! + 8);
    await expect(readZip('a.zip', encrypted)).rejects.toThrow(/a\.txt is encrypted/);
  });
});
