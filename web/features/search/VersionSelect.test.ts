import { describe, expect, it } from 'vitest';
import { versionOptions } from './VersionSelect';

describe('versionOptions', () => {
  it('offers only the installed versions, and a named one that is not installed marked and disabled', () => {
    const versions = [
      {
        code: 'kjv',
        name: 'King James Version',
        language: 'en',
        direction: 'ltr',
        installed: true,
        hasStrongs: true,
        strongsAuthoritative: true,
        licence: 'Public domain',
        attribution: null,
        verseCount: 31102,
      },
      {
        code: 'nkjv',
        name: 'New King James Version',
        language: 'en',
        direction: 'ltr',
        installed: false,
        hasStrongs: false,
        strongsAuthoritative: false,
        licence: null,
        attribution: null,
        verseCount: 0,
      },
    ] as const;
    expect(versionOptions(versions)).toEqual([
      { value: 'kjv', label: 'King James Version', disabled: false },
    ]);
    expect(versionOptions(versions, { current: 'nkjv' })).toEqual([
      { value: 'kjv', label: 'King James Version', disabled: false },
      { value: 'nkjv', label: 'New King James Version (not installed)', disabled: true },
    ]);
  });

  it('adds "All versions" last when asked, choosable once a version is installed', () => {
    const kjv = {
      code: 'kjv',
      name: 'King James Version',
      language: 'en',
      direction: 'ltr' as const,
      installed: true,
      hasStrongs: true,
      strongsAuthoritative: true,
      licence: 'Public domain',
      attribution: null,
      verseCount: 31102,
    };
    expect(versionOptions([kjv], { includeAll: true }).at(-1)).toEqual({
      value: 'all',
      label: 'All versions',
      disabled: false,
    });
    expect(versionOptions([{ ...kjv, installed: false }], { includeAll: true }).at(-1)?.disabled).toBe(true);
  });
});
