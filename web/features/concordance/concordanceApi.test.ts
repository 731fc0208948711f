import { describe, expect, it } from 'vitest';
import { listUrl } from './concordanceApi';

describe('listUrl', () => {
  it('sends the search text as the query parameter', () => {
    expect(listUrl('all', { q: ' water ', page: 2, limit: 20 })).toBe(
      '/api/concordance/search?page=2&limit=20&query=water',
    );
    expect(listUrl('hebrew', { q: 'אב', page: 1, limit: 50 })).toBe(
      `/api/concordance/hebrew?page=1&limit=50&query=${encodeURIComponent('אב')}`,
    );
  });

  it('leaves the parameter out for blank text', () => {
    expect(listUrl('greek', { q: '  ', page: 1, limit: 10 })).toBe('/api/concordance/greek?page=1&limit=10');
  });
});
