import { describe, expect, it } from 'vitest';
import { countRenderings, renderingOf } from './kjv-usage';

describe('renderingOf', () => {
  it.each([
    ['In the beginning', 'beginning'],
    ['And the beginning', 'beginning'],
    ['me in the beginning', 'beginning'],
    ['themselves with the chief', 'chief'],
    ['The firstfruit', 'firstfruit'],
    ['created he', 'created he'],
    ['upon', 'upon'],
    ['and', 'and'],
    ['the LORD’s', 'lord’s'],
    ['Beth-el,', 'beth-el'],
    ['  only   begotten ', 'only begotten'],
    ['(and)', 'and'],
    ['', ''],
  ])('%s → %s', (text, rendering) => {
    expect(renderingOf(text)).toBe(rendering);
  });
});

describe('countRenderings', () => {
  const token = (t: string, ...s: string[]) => ({ t, s });

  it('counts each rendering once per verse, most first, then alphabetically', () => {
    const verses = [
      [token('In the beginning', 'H7225'), token('God', 'H430')],
      [token('the beginning', 'H7225'), token('and the beginning', 'H7225')],
      [token('The firstfruit', 'H7225'), token('and the first', 'H7225')],
      [token('the chief', 'H7225')],
      [token('God', 'H430')],
    ];
    expect(countRenderings(verses, 'H7225')).toEqual([
      { rendering: 'beginning', count: 2 },
      { rendering: 'chief', count: 1 },
      { rendering: 'first', count: 1 },
      { rendering: 'firstfruit', count: 1 },
    ]);
  });

  it('reads tokens that carry several numbers, and skips untagged ones', () => {
    const verses = [[token('created', 'H853', 'H1254'), { t: 'x' }, { t: 'y', s: null }]];
    expect(countRenderings(verses, 'H1254')).toEqual([{ rendering: 'created', count: 1 }]);
    expect(countRenderings(verses, 'H9')).toEqual([]);
  });
});
