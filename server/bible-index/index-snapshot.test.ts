import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQuery } from '../../core/search/query';
import type { StoredToken } from '../db/schema/index';
import { testInstalledVersion } from '../test/installed-version';
import { IndexSnapshots } from './index-snapshot';
import { LoadedVersion } from './loaded-version';
import type { EditionVerse } from './verse-text.repository';

const directory = mkdtempSync(path.join(tmpdir(), 'oc-snapshots-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const WORDS = ['love', 'light', 'God', 'beginning', 'earth', 'Jacob', 'Beth-el', 'word', 'Cæsar’s', 'grace'];
const NUMBERS = ['H7225', 'H430', 'G26', 'G3056', 'H776', 'H1008'];

/** Verses of every shape: tagged and untagged words, Hebrew, Greek, an empty verse, characters beyond 16 bits. */
function edition(): EditionVerse[] {
  const rows: EditionVerse[] = [
    {
      key: 1001002,
      text: 'וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙',
      tokens: [
        { t: 'וְהָאָ֗רֶץ', s: ['H9002', 'H776'], m: ['HC', 'Ncbsa'], l: 'c/776' },
        { t: 'תֹ֙הוּ֙', s: [], m: [], l: '' },
      ],
    },
    {
      key: 40001001,
      text: 'Βίβλος γενέσεως Ἰησοῦ Χριστοῦ',
      tokens: [{ t: 'Βίβλος', s: ['G976'], m: ['N-NSF'] }],
    },
    { key: 40001002, text: '', tokens: [] },
    { key: 66022021, text: 'Grace 𝔊 be with you all. Amen.', tokens: [{ t: '𝔊', l: 'grace' }] },
  ];
  for (let verse = 0; verse < 600; verse++) {
    const words = Array.from(
      { length: 3 + (verse % 9) },
      (_, at) => WORDS[(verse * 7 + at * 3) % WORDS.length]!,
    );
    const tokens: StoredToken[] = words.map((word, at) =>
      (verse + at) % 3 === 0 ? { t: word, s: [NUMBERS[(verse + at) % NUMBERS.length]!] } : { t: word },
    );
    rows.push({ key: 19001001 + verse * 1000, text: `${words.join(' ')}.`, tokens });
  }
  return rows.sort((a, b) => a.key - b.key);
}

const rows = edition();
const version = testInstalledVersion({
  code: 'snap',
  currentEditionId: 7,
  verseCount: rows.length,
  importedAt: new Date('2026-11-26T06:00:00Z'),
});
const built = LoadedVersion.fromRows(version, rows);
const snapshots = new IndexSnapshots(directory, 'program-a');
const file = path.join(directory, 'snap.snapshot');

function search(loaded: LoadedVersion, text: string) {
  const query = parseQuery(text);
  if ('error' in query) throw new Error(query.error);
  return loaded.index.search(query, { limit: 1_000 });
}

describe('index snapshots', () => {
  it('give back the version as it was built: the index, every text and token, every answer', async () => {
    await snapshots.write(built);
    const read = snapshots.read(version);
    if (!(read instanceof LoadedVersion)) throw new Error(`not read: ${read.why}`);

    expect(read.index.data).toEqual(built.index.data);
    for (const row of rows) {
      expect(read.verse(row.key), String(row.key)).toStrictEqual(built.verse(row.key));
      expect(read.text(row.key)).toBe(row.text);
    }
    expect(read.verse(2001001)).toBeUndefined();
    for (const query of [
      'love',
      'god light',
      '"the word"',
      'H7225',
      'G26',
      'beth-el',
      'Psalm 5',
      'grace',
      'cæsar',
    ])
      expect(search(read, query), query).toEqual(search(built, query));
    // The texts stay in the file: the copy in memory is the small arrays and the string table.
    expect(read.verseBytes).toBeLessThan(built.verseBytes / 2);
  });

  it('keeps a version without tokens (its token words empty)', async () => {
    const untagged = testInstalledVersion({ code: 'plain', hasStrongs: false, importedAt: new Date() });
    const loaded = LoadedVersion.fromRows(untagged, rows);
    await snapshots.write(loaded);
    const read = snapshots.read(untagged);
    if (!(read instanceof LoadedVersion)) throw new Error(`not read: ${read.why}`);
    expect(read.verse(rows[5]!.key)).toStrictEqual({ text: rows[5]!.text, tokens: [] });
    expect(search(read, 'love')).toEqual(search(loaded, 'love'));
  });

  it('is not used for another edition, another import of it, or another program', async () => {
    await snapshots.write(built);
    expect(snapshots.read(testInstalledVersion({ ...version, currentEditionId: 8 }))).toMatchObject({
      miss: 'stale',
    });
    expect(snapshots.read({ ...version, importedAt: new Date('2026-11-27T06:00:00Z') })).toMatchObject({
      miss: 'stale',
    });
    expect(new IndexSnapshots(directory, 'program-b').read(version)).toMatchObject({ miss: 'stale' });
    expect(snapshots.read({ ...version, code: 'none' })).toMatchObject({ miss: 'missing' });
  });

  it('refuses a damaged file, and leaves no file open', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    await snapshots.write(built);
    const good = readFileSync(file);
    const before = openFiles();
    const damage = (change: (bytes: Buffer) => Buffer) => {
      writeFileSync(file, change(Buffer.from(good)));
      return snapshots.read(version);
    };
    // A byte changed in the index, and one in the texts (at the end of the file).
    expect(damage((bytes) => ((bytes[bytes.length >> 1]! ^= 1), bytes))).toMatchObject({ miss: 'damaged' });
    expect(damage((bytes) => ((bytes[bytes.length - 3]! ^= 1), bytes))).toMatchObject({ miss: 'damaged' });
    expect(damage((bytes) => bytes.subarray(0, bytes.length - 8))).toMatchObject({ miss: 'damaged' });
    expect(damage((bytes) => bytes.subarray(0, 6))).toMatchObject({ miss: 'damaged', why: 'not a snapshot' });
    expect(damage(() => Buffer.from('not a snapshot at all'))).toMatchObject({ miss: 'damaged' });
    // A header that still reads as JSON, with an array of no known kind or out of place.
    const headerLength = good.readUInt32LE(4);
    const header = good.toString('utf8', 8, 8 + headerLength);
    for (const [from, to] of [
      ['"name":"index.keys","kind":"u32"', '"name":"x","kind":"constructor"'],
      ['"name":"index.keys","kind":"u32"', '"name":"x","kind":"u64"'],
      ['"offset":0,', '"offset":1,'],
    ] as const) {
      const changed = header.replace(from, to.padEnd(from.length, ' '));
      expect(changed.length, from).toBe(header.length);
      expect(damage((bytes) => (bytes.write(changed, 8, 'utf8'), bytes))).toMatchObject({ miss: 'damaged' });
    }
    writeFileSync(file, good);
    truncateSync(file, 100);
    expect(snapshots.read(version)).toMatchObject({ miss: 'damaged' });
    expect(openFiles()).toBe(before);

    writeFileSync(file, good);
    expect(snapshots.read(version)).toBeInstanceOf(LoadedVersion);
  });

  it('replaces a file whole, leaving no temporary file', async () => {
    await Promise.all([snapshots.write(built), snapshots.write(built), snapshots.write(built)]);
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(snapshots.read(version)).toBeInstanceOf(LoadedVersion);
  });
});
