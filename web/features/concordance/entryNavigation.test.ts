import { describe, expect, it } from 'vitest';
import { listOrigin, readerUrl, resultsOrigin } from './entryNavigation';

describe('entry navigation', () => {
  it('offers Back to Search Results only after a results page', () => {
    expect(resultsOrigin({ from: '/simple-results?q=love&version=kjv&page=2' })).toBe(
      '/simple-results?q=love&version=kjv&page=2',
    );
    expect(resultsOrigin({ from: '/results?q=x' })).toBe('/results?q=x');
    expect(resultsOrigin({ from: '/strongs-results?q=H430' })).toBe('/strongs-results?q=H430');
    expect(resultsOrigin({ from: '/concordance?page=2' })).toBeUndefined();
    expect(resultsOrigin({ from: 'https://evil.example/simple-results' })).toBeUndefined();
    expect(resultsOrigin(null)).toBeUndefined();
    expect(resultsOrigin(undefined)).toBeUndefined();
  });

  it('recognises the list pages', () => {
    expect(listOrigin({ from: '/concordance?tab=greek&page=3' })).toBe('/concordance?tab=greek&page=3');
    expect(listOrigin({ from: '/hebrew-lexicon' })).toBe('/hebrew-lexicon');
    expect(listOrigin({ from: '/simple-results' })).toBeUndefined();
  });

  it('builds the reader addresses', () => {
    expect(readerUrl(1, 49, 3)).toBe('/bible/1/49/3?strongs=true');
    expect(readerUrl(43, 3)).toBe('/bible/43/3?strongs=true');
  });
});
