import { describe, expect, it } from 'vitest';
import { osisToReference } from './osisReference';

describe('osisToReference', () => {
  it.each([
    ['Job.8.12', 'Job 8:12'],
    ['1Cor.13.4', '1 Corinthians 13:4'],
    ['Ps.23', 'Psalms 23'],
    ['Gen', 'Genesis'],
    ['Gen.1.1-Gen.1.3', 'Genesis 1:1-3'],
    ['Gen.1.26-Gen.2.3', 'Genesis 1:26-2:3'],
    ['Gen.1-Gen.3', 'Genesis 1-3'],
    ['Matt.5.3-Luke.6.20', 'Matthew 5:3-Luke 6:20'],
  ])('%s → %s', (osis, reference) => expect(osisToReference(osis)).toBe(reference));

  it('answers undefined for books outside the 66 and malformed references', () => {
    expect(osisToReference('1Macc.2.3')).toBeUndefined();
    expect(osisToReference('Gen.x.1')).toBeUndefined();
    expect(osisToReference('Gen.1.1.1')).toBeUndefined();
    expect(osisToReference('')).toBeUndefined();
  });
});
