import { describe, expect, it } from 'vitest';
import { VerseIndex } from './index';
import { type Query, parseQuery } from './query';
import { searchAll } from './search-all';

const kjv = VerseIndex.fromRows(
  [
    {
      key: 1001001,
      text: 'In the beginning God created the heaven and the earth.',
      tokens: [{ t: 'God', s: ['H430'] }],
    },
    { key: 43003016, text: 'For God so loved the world.' },
    { key: 62004008, text: 'God is love.' },
  ],
  'en',
);
const web = VerseIndex.fromRows(
  [
    { key: 1001001, text: 'In the beginning, God created the heavens and the earth.' },
    { key: 62004008, text: 'God is love.' },
  ],
  'en',
);
const wlc = VerseIndex.fromRows(
  [{ key: 1001001, text: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים', tokens: [{ t: 'אֱלֹהִ֑ים', s: ['H430'] }] }],
  'he',
);
const versions = [
  { version: 'kjv', index: kjv },
  { version: 'web', index: web },
  { version: 'wlc', index: wlc },
];
const query = (text: string) => parseQuery(text) as Query;

describe('searchAll', () => {
  it('groups results by version with exact totals', () => {
    const page = searchAll(query('god'), versions);
    expect(page.total).toBe(5);
    expect(page.versions.map(({ version, total }) => [version, total])).toEqual([
      ['kjv', 3],
      ['web', 2],
      ['wlc', 0],
    ]);
    expect(page.versions[1]!.results.map((hit) => hit.key)).toEqual([1001001, 62004008]);
  });

  it("finds a Strong's number in every version that carries it", () => {
    const page = searchAll(query('H430'), versions);
    expect(page.versions.map(({ total }) => total)).toEqual([1, 0, 1]);
    const elohim = 'אֱלֹהִ֑ים';
    const start = 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים'.indexOf(elohim);
    expect(page.versions[2]!.results[0]!.matches).toEqual([{ start, end: start + elohim.length }]);
  });

  it('pages within each version', () => {
    const page = searchAll(query('god'), versions, { offset: 1, limit: 1 });
    expect(page.versions.map(({ results }) => results.map((hit) => hit.key))).toEqual([
      [43003016],
      [62004008],
      [],
    ]);
  });

  it('lists a reference in each version that has it', () => {
    const page = searchAll(query('John 3:16'), versions);
    expect(page.versions.map(({ total }) => total)).toEqual([1, 0, 0]);
  });

  it('answers nothing for no versions', () => {
    expect(searchAll(query('god'), [])).toEqual({ total: 0, versions: [] });
  });
});
