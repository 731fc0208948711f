import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

const help = readFileSync(new URL('./syntax-help.md', import.meta.url), 'utf8');
const examples = [...help.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

// Pieces of syntax the page names on their own, and the examples it gives of what is not a search.
const FRAGMENTS = new Set([
  'OR',
  '*',
  'in:',
  'in:OT',
  'in:Law',
  'NOT hate',
  '-hate',
  'Gen 51',
  'near:',
  'morph:',
  '?',
  '3ms',
]);

describe('the search help page', () => {
  it.each(examples.filter((example) => !FRAGMENTS.has(example)))('%s parses', (example) => {
    expect(parseQuery(example)).not.toHaveProperty('error');
  });

  it('shows the message it promises', () => {
    expect(parseQuery('Gen 51')).toEqual({ error: 'Genesis has 50 chapters' });
    expect(examples).toContain('Gen 51');
  });
});
