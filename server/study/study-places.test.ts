import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
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
