import type { InstalledVersion } from '../bible-index/verse-text.repository';

/** An installed version's row for tests that build a `LoadedVersion` without a database. */
export function testInstalledVersion(overrides: Partial<InstalledVersion> = {}): InstalledVersion {
  return {
    code: 'test',
    name: 'Test Version',
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: 'Public domain',
    attribution: '',
    source: 'test',
    hasStrongs: true,
    hasMorphology: false,
    strongsAuthoritative: true,
    currentEditionId: 1,
    verseCount: 0,
    importedAt: null,
    ...overrides,
  };
}
