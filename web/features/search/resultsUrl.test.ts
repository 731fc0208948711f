import { describe, expect, it } from 'vitest';
import {
  changeResults,
  parsePage,
  readResultsState,
  resultsSearch,
  resultsUrl,
  strongsResultsUrl,
} from './resultsUrl';

const read = (query: string) => readResultsState(new URLSearchParams(query));

describe('readResultsState', () => {
  it('applies the defaults: version kjv, page 1, both switches off', () => {
    expect(read('q=love')).toEqual({ q: 'love', version: 'kjv', page: 1, strongs: false, parallel: false });
  });

  it('reads every parameter, trimming the query and lower-casing the version', () => {
    expect(read('q=%20John%203%3A16%20&version=ASV&page=3&strongs=true&parallel=1')).toEqual({
      q: 'John 3:16',
      version: 'asv',
      page: 3,
      strongs: true,
      parallel: true,
    });
  });

  it('treats a missing query as empty and other switch values as off', () => {
    expect(read('strongs=yes&parallel=false')).toMatchObject({ q: '', strongs: false, parallel: false });
  });
});

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['7', 7],
  ])('%s → %i', (value, page) => expect(parsePage(value)).toBe(page));
});

describe('resultsSearch', () => {
  const state = { q: 'in the beginning', version: 'kjv', page: 2, strongs: false, parallel: false };

  it('writes q, version and page, URL-encoded, and leaves switches out when off', () => {
    expect(resultsSearch(state)).toBe('?q=in%20the%20beginning&version=kjv&page=2');
  });

  it('adds strongs=true and parallel=true when on', () => {
    expect(resultsSearch({ ...state, strongs: true, parallel: true })).toBe(
      '?q=in%20the%20beginning&version=kjv&page=2&strongs=true&parallel=true',
    );
  });

  it('round-trips through readResultsState', () => {
    const full = { q: '"love one another" -hate', version: 'all', page: 4, strongs: true, parallel: false };
    expect(read(resultsSearch(full).slice(1))).toEqual(full);
  });
});

describe('changeResults', () => {
  const state = { q: 'love', version: 'kjv', page: 3, strongs: false, parallel: false };

  it('keeps the page and the other parameters when a switch is toggled', () => {
    expect(changeResults(state, { strongs: true })).toEqual({ ...state, strongs: true });
    expect(changeResults(state, { parallel: true })).toEqual({ ...state, parallel: true });
  });

  it('keeps the switches when the page changes', () => {
    const on = { ...state, strongs: true, parallel: true };
    expect(changeResults(on, { page: 4 })).toEqual({ ...on, page: 4 });
  });

  it('starts a new query or version at page 1', () => {
    expect(changeResults(state, { q: 'faith' }).page).toBe(1);
    expect(changeResults(state, { version: 'asv' }).page).toBe(1);
    expect(changeResults(state, { q: 'love' }).page).toBe(3);
  });
});

describe('resultsUrl', () => {
  const base = { version: 'kjv', strongs: false, parallel: false };

  it('builds the results URL on page 1', () => {
    expect(resultsUrl({ ...base, q: 'love' })).toBe('/simple-results?q=love&version=kjv&page=1');
  });

  it('URL-encodes the text', () => {
    expect(resultsUrl({ ...base, q: 'Genesis 2:7 & "dust"' })).toBe(
      '/simple-results?q=Genesis%202%3A7%20%26%20%22dust%22&version=kjv&page=1',
    );
    expect(resultsUrl({ ...base, q: 'בְּרֵאשִׁית' })).toContain('q=%D7%91');
  });

  it("adds the Strong's and parallel flags only when they are on", () => {
    expect(resultsUrl({ ...base, q: 'light', strongs: true })).toBe(
      '/simple-results?q=light&version=kjv&page=1&strongs=true',
    );
    expect(resultsUrl({ ...base, q: 'light', parallel: true })).toBe(
      '/simple-results?q=light&version=kjv&page=1&parallel=true',
    );
    expect(resultsUrl({ q: 'light', version: 'web', strongs: true, parallel: true })).toBe(
      '/simple-results?q=light&version=web&page=1&strongs=true&parallel=true',
    );
  });

  it('falls back to kjv when no version is given', () => {
    expect(resultsUrl({ ...base, version: '', q: 'grace' })).toBe(
      '/simple-results?q=grace&version=kjv&page=1',
    );
  });

  it('searches a reference on page 1', () => {
    expect(resultsUrl({ q: 'Job 8:12' })).toBe('/simple-results?q=Job%208%3A12&version=kjv&page=1');
  });

  it("lists a Strong's number's KJV verses (See All), and keeps a page it is given", () => {
    expect(resultsUrl({ q: 'H7225', version: 'kjv' })).toBe('/simple-results?q=H7225&version=kjv&page=1');
    expect(resultsUrl({ q: 'gold', version: 'asv', page: 3 })).toBe(
      '/simple-results?q=gold&version=asv&page=3',
    );
  });
});

describe('strongsResultsUrl', () => {
  it("opens the Strong's results screen on the number", () => {
    expect(strongsResultsUrl('H430')).toBe('/strongs-results?q=H430');
    expect(strongsResultsUrl('H6887 a')).toBe('/strongs-results?q=H6887%20a');
  });
});

describe("views that show Strong's numbers", () => {
  it('shows them for kjv_strongs unless the address says strongs=false', () => {
    expect(readResultsState(new URLSearchParams('q=love&version=kjv_strongs')).strongs).toBe(true);
    expect(readResultsState(new URLSearchParams('q=love&version=kjv_strongs&strongs=false')).strongs).toBe(
      false,
    );
    expect(readResultsState(new URLSearchParams('q=love&version=kjv')).strongs).toBe(false);
    const state = readResultsState(new URLSearchParams('q=love&version=trparsed'));
    expect(resultsSearch(state)).toBe('?q=love&version=trparsed&page=1');
    expect(resultsSearch({ ...state, strongs: false })).toBe('?q=love&version=trparsed&page=1&strongs=false');
  });
});
