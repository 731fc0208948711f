import { describe, expect, it } from 'vitest';
import { removeVersionDescription } from './InstalledVersions';

describe('the confirmation of a version removal', () => {
  const version = {
    code: 'madeup',
    name: 'Made-up Edition',
    verseCount: 31102,
    importedAt: null,
    shipped: false,
    defaultSearch: false,
  };

  it('says what leaves the site, and how an uploaded edition comes back', () => {
    expect(removeVersionDescription(version)).toBe(
      'Made-up Edition (madeup) and its 31,102 verses leave the site for every reader, with its search index and kept answers. Upload and import the file again to bring it back.',
    );
  });

  it('names the import command that brings a shipped edition back', () => {
    expect(removeVersionDescription({ ...version, code: 'kjv', shipped: true })).toMatch(
      /It is shipped with the site: `npm run import -- kjv` brings it back\.$/,
    );
  });
});
