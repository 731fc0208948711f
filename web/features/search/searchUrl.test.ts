import { describe, expect, it } from 'vitest';
import { buildSearchUrl, normaliseSearchText } from './searchUrl';

const base = { version: 'kjv', strongs: false, parallel: false };

describe('buildSearchUrl', () => {
  it('builds the results URL on page 1', () => {
    expect(buildSearchUrl({ ...base, text: 'love' })).toBe('/simple-results?q=love&version=kjv&page=1');
  });

  it('URL-encodes the text', () => {
    expect(buildSearchUrl({ ...base, text: 'Genesis 2:7 & "dust"' })).toBe(
      '/simple-results?q=Genesis%202%3A7%20%26%20%22dust%22&version=kjv&page=1',
    );
    expect(buildSearchUrl({ ...base, text: 'בְּרֵאשִׁית' })).toContain('q=%D7%91');
  });

  it("adds the Strong's and parallel flags only when they are on", () => {
    expect(buildSearchUrl({ ...base, text: 'light', strongs: true })).toBe(
      '/simple-results?q=light&version=kjv&page=1&strongs=true',
    );
    expect(buildSearchUrl({ ...base, text: 'light', parallel: true })).toBe(
      '/simple-results?q=light&version=kjv&page=1&parallel=true',
    );
    expect(buildSearchUrl({ text: 'light', version: 'web', strongs: true, parallel: true })).toBe(
      '/simple-results?q=light&version=web&page=1&strongs=true&parallel=true',
    );
  });

  it('falls back to kjv when no version is given', () => {
    expect(buildSearchUrl({ ...base, version: '', text: 'grace' })).toBe(
      '/simple-results?q=grace&version=kjv&page=1',
    );
  });
});

describe('normaliseSearchText', () => {
  it('trims the text', () => {
    expect(normaliseSearchText('  in the beginning ')).toBe('in the beginning');
  });

  it('gives null for empty or whitespace-only text', () => {
    expect(normaliseSearchText('')).toBeNull();
    expect(normaliseSearchText(' \t\n ')).toBeNull();
  });
});
