import { describe, expect, it } from 'vitest';
import { decodeMainMorpheme } from './oshb-main-morpheme';

describe('OSHB morph decoding', () => {
  it('finds the main word after prefixes and names its stem', () => {
    expect(decodeMainMorpheme('HVqp3ms', '1254 a')).toEqual({
      language: 'H',
      partOfSpeech: 'V',
      stem: 'Qal',
    });
    expect(decodeMainMorpheme('HC/Vqw3ms', 'c/1254 a')?.stem).toBe('Qal');
    expect(decodeMainMorpheme('HR/VNc/Sp3mp', 'b/1254 a')?.stem).toBe('Niphal');
    expect(decodeMainMorpheme('HTd/Ncmpa', 'd/8064')).toEqual({ language: 'H', partOfSpeech: 'N' });
    expect(decodeMainMorpheme('AVhp3ms', '1541')?.stem).toBe('Haphel');
    expect(decodeMainMorpheme('HVtp3ms', '1980')?.stem).toBe('Hithpael');
  });

  it('names an unknown stem letter and refuses a code or lemma it cannot read', () => {
    expect(decodeMainMorpheme('HV#p3ms', '1254')?.stem).toBe('Other (#)');
    expect(decodeMainMorpheme('GVqp3ms', '1254')).toBeUndefined();
    expect(decodeMainMorpheme('HVqp3ms', 'x/1254')).toBeUndefined();
  });
});
