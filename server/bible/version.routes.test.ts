import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/** The texts under copyright (docs/product.md, departure 8): listed, never shipped. */
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
      'kjv_strongs',
      'kjv',
      'nkjv',
      'rstne',
      'asv',
      'web',
      'ylt',
      'darby',
      'wbt',
      'nheb',
      'rhe',
      'net',
      'niv',
      'esv',
      'nasb',
      'geneva',
      'coverdale',
      'bishops',
      'tyndale',
      'wlc',
      'he_modern',
      'tr',
      'trparsed',
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

  it.each([
    ['geneva', 'Geneva Bible (1599)'],
    ['tyndale', 'Tyndale Bible (1526)'],
    ['ylt', "Young's Literal Translation (1898)"],
    ['rhe', 'Douay-Rheims Bible (Challoner revision, 1752)'],
  ])(
    'lists the free %s as not installed and answers its search with "not installed", not a 500',
    async (code, name) => {
      const versions = (await get('/api/versions')).json<{
        versions: Array<{ code: string; installed: boolean }>;
      }>().versions;
      expect(versions.find((version) => version.code === code)?.installed).toBe(false);
      for (const url of [`/api/search-strongs?q=love&version=${code}`, `/api/bible/${code}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          message: `${name} is not installed. An administrator can import it.`,
        });
      }
    },
  );

  it('lists kjv_strongs and trparsed as views: installed exactly when the KJV and the TR are', async () => {
    const versions = (await get('/api/versions')).json<{
      versions: Array<{ code: string; installed: boolean }>;
    }>().versions;
    const installed = (code: string) => versions.find((version) => version.code === code)?.installed;
    expect(installed('kjv_strongs')).toBe(installed('kjv'));
    expect(installed('trparsed')).toBe(installed('tr'));
  });
});
