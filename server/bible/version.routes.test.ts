import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/** The texts under copyright (spec README, departure 8): listed, never shipped. */
const LICENSED = [
  ['nkjv', 'New King James Version'],
  ['rstne', 'Restoration Scriptures True Name Edition'],
  ['net', 'New English Translation'],
  ['niv', 'New International Version'],
  ['esv', 'English Standard Version'],
  ['nasb', 'New American Standard Bible'],
] as const;

describe.each(kinds)('The version list on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  it('lists NKJV, RSTNE, NET, NIV, ESV and NASB as not installed, in the catalogue order', async () => {
    const response = await get('/api/versions');
    expect(response.statusCode).toBe(200);
    const versions = response.json<{ versions: Array<{ code: string; name: string; installed: boolean }> }>()
      .versions;
    expect(versions.map((version) => version.code)).toEqual([
      'kjv',
      'nkjv',
      'rstne',
      'asv',
      'web',
      'net',
      'niv',
      'esv',
      'nasb',
      'wlc',
      'tr',
      'sblgnt',
    ]);
    for (const [code, name] of LICENSED) {
      expect(versions.find((version) => version.code === code)).toEqual({
        code,
        name,
        language: 'en',
        direction: 'ltr',
        installed: false,
        hasStrongs: false,
        strongsAuthoritative: false,
        licence: null,
        attribution: null,
        verseCount: 0,
      });
    }
  });

  it.each(LICENSED.filter(([code]) => ['niv', 'esv', 'nasb'].includes(code)))(
    'answers a search in %s with its "not installed" message',
    async (code, name) => {
      const response = await get(`/api/search-strongs?q=love&version=${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: `${name} is not installed. An administrator who holds a licence can import it.`,
      });
    },
  );
});
