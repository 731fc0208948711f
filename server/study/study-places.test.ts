import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { VersePairing } from '../../core/bible/verse-pairing';
import { StudyPlaces } from './study-places';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { ReferenceDataStore } from '../reader/reference-data';

// A KJV-numbered version holding John 3:1-36 only: no verse maps are needed for it.
const keys = Uint32Array.from({ length: 36 }, (_, index) => verseKey(43, 3, index + 1));
const version = {
  version: { versification: 'KJV', name: 'Test' },
  verses: { keys },
  has: (key: number) => keys.includes(key),
} as unknown as LoadedVersion;
const places = () => new StudyPlaces(async () => version, {} as ReferenceDataStore);

describe('StudyPlaces', () => {
  it('answers a chapter asked twice the same (the parsed reference is kept)', async () => {
    const study = places();
    const first = await study.verses('John 3', 'kjv');
    const second = await study.verses(' John 3 ', 'kjv');
    expect(first.keys).toHaveLength(36);
    expect(second.keys).toEqual(first.keys);
  });

  it('refuses a reference that is not one every time it is asked', async () => {
    const study = places();
    await expect(study.verses('Hezekiah 3', 'kjv')).rejects.toThrow(/ref:/);
    await expect(study.verses('Hezekiah 3', 'kjv')).rejects.toThrow(/ref:/);
  });
});

// A Hebrew-numbered version holding Malachi 3:1-24, whose 3:19-24 are the KJV's 4:1-6.
const malachi = Uint32Array.from({ length: 24 }, (_, index) => verseKey(39, 3, index + 1));
const hebrew = {
  version: { versification: 'WLC', name: 'Hebrew' },
  verses: { keys: malachi },
  has: (key: number) => malachi.includes(key),
} as unknown as LoadedVersion;
const maps = {
  current: async () => ({
    pairing: new VersePairing(
      [1, 2, 3, 4, 5, 6].map((verse) => ({
        fromKey: verseKey(39, 4, verse),
        toKey: verseKey(39, 3, 18 + verse),
      })),
    ),
  }),
} as unknown as ReferenceDataStore;

describe('StudyPlaces in the Hebrew Bible’s numbering (decision 403)', () => {
  const study = () => new StudyPlaces(async (code) => (code === 'wlc' ? hebrew : version), maps);

  it('places a mark on a verse past the KJV’s count at its KJV verse', async () => {
    expect(await study().place('Mal.3.20', 'wlc')).toEqual({
      ref: 'Mal.3.20',
      startKey: verseKey(39, 4, 2),
      endKey: verseKey(39, 4, 2),
    });
    expect(await study().place('Mal.3.18-Mal.3.19', 'wlc')).toEqual({
      ref: 'Mal.3.18-Mal.3.19',
      startKey: verseKey(39, 3, 18),
      endKey: verseKey(39, 4, 1),
    });
    await expect(study().place('Mal.3.25', 'wlc')).rejects.toThrow('ref: Mal.3.25 is not in the Hebrew');
  });

  it('reads a chapter to its last verse in the version, with each verse’s KJV keys', async () => {
    const chapter = await study().verses('Mal.3', 'wlc');
    expect(chapter.keys).toHaveLength(24);
    expect(chapter.kjv.get(verseKey(39, 3, 24))).toEqual([verseKey(39, 4, 6)]);
  });

  it('still reads what a reader types, and the KJV’s numbering, as the search box does', async () => {
    await expect(study().place('Mal.3.20', 'kjv')).rejects.toThrow('ref: Malachi 3 has 18 verses');
    expect((await study().verses('Malachi 3:1-2', 'wlc')).keys).toEqual([
      verseKey(39, 3, 1),
      verseKey(39, 3, 2),
    ]);
  });
});
