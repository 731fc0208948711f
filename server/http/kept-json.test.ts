import { describe, expect, it } from 'vitest';
import { KeptJson } from './kept-json';

describe('kept JSON answers', () => {
  it('answers the kept JSON only to a call bringing the same sources, and builds again otherwise', async () => {
    const kept = new KeptJson(10, 1_000_000);
    const edition = { code: 'kjv' };
    let builds = 0;
    const build = () => ({ verses: [`built ${++builds}`] });
    const first = await kept.answer('kjv 43 3', [edition], build);
    expect(JSON.parse(first.toString())).toEqual({ verses: ['built 1'] });
    expect(await kept.answer('kjv 43 3', [edition], build)).toBe(first);
    // A new edition (an import) is another object: the old answer is not given.
    const newEdition = { code: 'kjv' };
    const rebuilt = await kept.answer('kjv 43 3', [newEdition], build);
    expect(JSON.parse(rebuilt.toString())).toEqual({ verses: ['built 2'] });
    expect(kept.get('kjv 43 3', [edition])).toBeUndefined();
    expect(kept.get('kjv 43 3', [newEdition, edition])).toBeUndefined();
  });

  it('keeps at most its count and bytes, the least recently used going first', () => {
    const kept = new KeptJson(2, 100);
    const source = {};
    kept.set('a', [source], 'a'.repeat(30));
    kept.set('b', [source], 'b'.repeat(30));
    kept.get('a', [source]);
    kept.set('c', [source], 'c'.repeat(30));
    expect(kept.get('b', [source])).toBeUndefined();
    expect(kept.get('a', [source])).toBeDefined();
    kept.set('d', [source], 'd'.repeat(90));
    expect(kept.size.bytes).toBeLessThanOrEqual(100);
  });
});
