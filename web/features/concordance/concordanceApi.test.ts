import { describe, expect, it } from 'vitest';
import { concordanceCalls } from '../../../core/api/concordance.requests';
import { urlOf } from '../../api/client';
import { listQuery } from './concordanceApi';

describe('listQuery', () => {
  it('sends the search text as the query parameter', () => {
    expect(urlOf(concordanceCalls.search, { query: listQuery({ q: ' water ', page: 2, limit: 20 }) })).toBe(
      '/api/concordance/search?page=2&limit=20&query=water',
    );
    expect(
      urlOf(concordanceCalls.byLanguage, {
        params: { language: 'hebrew' },
        query: listQuery({ q: 'אב', page: 1, limit: 50 }),
      }),
    ).toBe(`/api/concordance/hebrew?page=1&limit=50&query=${encodeURIComponent('אב')}`);
  });

  it('leaves the parameter out for blank text', () => {
    expect(
      urlOf(concordanceCalls.byLanguage, {
        params: { language: 'greek' },
        query: listQuery({ q: '  ', page: 1, limit: 10 }),
      }),
    ).toBe('/api/concordance/greek?page=1&limit=10');
  });
});
