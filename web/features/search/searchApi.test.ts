import { describe, expect, it } from 'vitest';
import { searchCalls, type SearchQuery } from '../../../core/api/search.requests';
import { urlOf } from '../../api/client';
import { isPersonalQuery } from '../../app/routing/pages';
import { searchCall, searchQueryKey } from './searchApi';

const page = { q: 'love', page: 2, strongs: true };

describe('searchCall', () => {
  it('asks the search call for a version, or all, with the page size of the API', () => {
    const versions = searchCall({ ...page, version: 'kjv' }, 'rstne');
    expect(versions.special).toBe(false);
    expect(urlOf(searchCalls.search, { query: versions.query as SearchQuery })).toBe(
      '/api/search-strongs?q=love&version=kjv&page=2&limit=30&includeStrongs=true',
    );
    const all = searchCall({ ...page, version: 'all', strongs: false }, 'rstne');
    expect(urlOf(searchCalls.search, { query: all.query as SearchQuery })).toBe(
      '/api/search-strongs?q=love&version=all&page=2&limit=30&includeStrongs=false',
    );
  });

  it("asks the special edition's own call for the version the site names", () => {
    const special = searchCall({ ...page, version: 'rstne' }, 'rstne');
    expect(special.special).toBe(true);
    expect(urlOf(searchCalls.specialEdition, { query: special.query })).toBe(
      '/api/rstne/search?q=love&page=2&includeStrongs=true',
    );
  });

  it('follows the edition setting instead of a fixed code', () => {
    expect(searchCall({ ...page, version: 'nkjv' }, 'nkjv').special).toBe(true);
    expect(searchCall({ ...page, version: 'rstne' }, 'nkjv').special).toBe(false);
  });

  it('leaves every version to the search call while the site has not said', () => {
    expect(searchCall({ ...page, version: 'rstne' }, undefined).special).toBe(false);
  });
});

describe('searchQueryKey', () => {
  it('keys a search of the reader’s own marks by the reader, as a personal call the server never renders', () => {
    const mine = searchQueryKey({ ...page, q: 'love tag:sermon', version: 'kjv' }, 'reader-1');
    expect(mine).toEqual(['search-mine', 'kjv', 'love tag:sermon', 2, true, 'reader-1']);
    expect(isPersonalQuery(mine)).toBe(true);
    expect(searchQueryKey({ ...page, q: 'tag:sermon', version: 'kjv' }, null)).not.toEqual(
      searchQueryKey({ ...page, q: 'tag:sermon', version: 'kjv' }, 'reader-1'),
    );
    const words = searchQueryKey({ ...page, version: 'kjv' }, 'reader-1');
    expect(words).toEqual(['search', 'kjv', 'love', 2, true]);
    expect(isPersonalQuery(words)).toBe(false);
  });
});
