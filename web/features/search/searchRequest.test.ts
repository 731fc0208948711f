import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './searchRequest';

describe('normaliseSearchText', () => {
  it('trims the text', () => {
    expect(normaliseSearchText('  in the beginning ')).toBe('in the beginning');
  });

  it('gives null for empty or whitespace-only text', () => {
    expect(normaliseSearchText('')).toBeNull();
    expect(normaliseSearchText(' \t\n ')).toBeNull();
  });
});
