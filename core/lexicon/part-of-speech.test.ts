import { describe, expect, it } from 'vitest';
import { dominantPartOfSpeech } from './part-of-speech';

describe('dominantPartOfSpeech', () => {
  it('takes the most frequent part of speech among the words carrying the number', () => {
    const verses = [
      [
        { s: ['G3588', 'G2316'], m: ['robinson:T-NSM', 'robinson:N-NSM'] },
        { s: ['G25'], m: ['robinson:V-AAI-3S'] },
      ],
      [{ s: ['G25'], m: ['robinson:V-PAP-NSM'] }],
      [{ s: ['G25'], m: ['robinson:A-NSM'] }],
    ];
    expect(dominantPartOfSpeech(verses, 'G25')).toBe('Verb');
    expect(dominantPartOfSpeech(verses, 'G2316')).toBe('Noun');
    expect(dominantPartOfSpeech(verses, 'G3588')).toBe('Definite article');
  });

  it('is null without readable codes, or when codes and numbers do not pair up', () => {
    expect(dominantPartOfSpeech([[{ s: ['G26'] }]], 'G26')).toBeNull();
    expect(dominantPartOfSpeech([[{ s: ['G26'], m: ['strongMorph:TH8804'] }]], 'G26')).toBeNull();
    expect(dominantPartOfSpeech([[{ s: ['G3588', 'G26'], m: ['robinson:N-NSF'] }]], 'G26')).toBeNull();
    expect(dominantPartOfSpeech([], 'G26')).toBeNull();
  });
});
