import { describe, expect, it } from 'vitest';
import { listSearchText } from './ConcordanceList';

describe('the concordance list search text', () => {
  it.each([
    ['?q=love', 'love'],
    ['?query=love', 'love'],
    ['?q=grace&query=love', 'grace'],
    ['', ''],
  ])('%s → %j', (search, text) => {
    expect(listSearchText(new URLSearchParams(search))).toBe(text);
  });
});
