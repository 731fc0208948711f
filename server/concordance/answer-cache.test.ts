import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { LruCache } from '../http/lru-cache';

describe('LruCache', () => {
  it('drops the least recently used beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps the weight of its values under the limit, oldest dropped first', () => {
    const cache = new LruCache<string, string>(10, 10);
    cache.set('a', 'aaaa', 4);
    cache.set('b', 'bbbb', 4);
    expect(cache.weight).toBe(8);
    cache.set('c', 'cccc', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(cache.weight).toBe(8);
    cache.set('b', 'bb', 2);
    expect(cache.weight).toBe(6);
    // A value heavier than the whole limit is not kept, and what was kept stays (decision 292).
    cache.set('huge', 'x'.repeat(11), 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(6);
  });
});

describe('AnswerCache', () => {
  const sources = [{}, {}];

  it('keeps answers frozen, for the same sources only', () => {
    const cache = new AnswerCache<{ list: number[] }>(10, 1_000);
    expect(cache.get('k', sources)).toBeUndefined();
    const answer = cache.set('k', sources, { list: [1, 2] });
    expect(Object.isFrozen(answer) && Object.isFrozen(answer.list)).toBe(true);
    expect(cache.get('k', [...sources])).toBe(answer);
    expect(cache.size).toEqual({ answers: 1, bytes: JSON.stringify(answer).length });
    // Another source object (an import replaced the dictionary or a text): everything kept is dropped.
    expect(cache.get('k', [sources[0], {}])).toBeUndefined();
    expect(cache.size.answers).toBe(0);
    expect(cache.get('k', sources)).toBeUndefined();
  });

  it('does not keep an answer built from sources replaced while it was built', () => {
    const cache = new AnswerCache<{ n: number }>(10, 1_000);
    cache.get('k', sources);
    const newer = [{}, {}];
    cache.get('other', newer);
    const answer = cache.set('k', sources, { n: 1 });
    expect(answer).toEqual({ n: 1 });
    expect(cache.get('k', sources)).toBeUndefined();
    expect(cache.get('k', newer)).toBeUndefined();
  });

  it('keeps at most its bytes of JSON', () => {
    const cache = new AnswerCache<{ text: string }>(10, 40);
    cache.get('a', sources);
    cache.set('a', sources, { text: 'x'.repeat(20) });
    cache.set('b', sources, { text: 'y'.repeat(20) });
    expect(cache.get('a', sources)).toBeUndefined();
    expect(cache.get('b', sources)?.text).toBe('y'.repeat(20));
  });
});
