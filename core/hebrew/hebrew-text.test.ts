import { describe, expect, it } from 'vitest';
import { gematria, hebrewSearchKey, isSpeakableHebrew, stripPoints } from './hebrew-text';

describe('Hebrew text rules', () => {
  it('strips points and cantillation, folds final forms, and sums gematria with standard values', () => {
    expect(stripPoints('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(hebrewSearchKey('שָׁלוֹם')).toBe('שלומ');
    expect(gematria('שָׁלוֹם')).toBe(376);
    expect(gematria('חַי')).toBe(18);
    expect(gematria('ך')).toBe(20);
  });

  it('accepts Hebrew with points, maqaf, geresh and punctuation, and refuses Latin or digits', () => {
    expect(isSpeakableHebrew('מָה שְׁלוֹמְךָ?')).toBe(true);
    expect(isSpeakableHebrew('כָּל־הָאָרֶץ׃')).toBe(true);
    expect(isSpeakableHebrew('תנ״ך')).toBe(true);
    expect(isSpeakableHebrew('shalom')).toBe(false);
    expect(isSpeakableHebrew('שלום 2')).toBe(false);
    expect(isSpeakableHebrew('   ')).toBe(false);
  });
});
