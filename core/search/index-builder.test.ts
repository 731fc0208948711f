import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndexData, narrowest, slotEntryAt, slotShifts, sortStrongs } from './index-builder';

describe('the packed index’s narrow arrays', () => {
  it('keep each slot’s entry start as its distance from the slot, in 16 bits where every one fits', () => {
    const starts = Uint32Array.of(0, 1, 3, 4, 5);
    const shifts = slotShifts(starts);
    expect(shifts).toBeInstanceOf(Uint16Array);
    expect(Array.from(starts.keys(), (slot) => slotEntryAt(shifts, slot))).toEqual([...starts]);
  });

  it('read back every start, a slot without entries or a distance past 16 bits included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 70_000 }), { minLength: 1, maxLength: 50 }),
        (counts) => {
          // Entries per slot (0 makes the distance fall below zero), starts as their running sum.
          const starts = new Uint32Array(counts.length + 1);
          counts.forEach((count, slot) => (starts[slot + 1] = starts[slot]! + count));
          const shifts = slotShifts(starts);
          const fits = [...starts].every((start, slot) => start - slot >= 0 && start - slot <= 0xffff);
          expect(shifts).toBeInstanceOf(fits ? Uint16Array : Uint32Array);
          for (let slot = 0; slot < starts.length; slot++)
            expect(slotEntryAt(shifts, slot)).toBe(starts[slot]);
        },
      ),
    );
  });

  it('hold values in the narrowest array that fits them all', () => {
    expect(narrowest(Uint32Array.of(0, 255))).toEqual(Uint8Array.of(0, 255));
    expect(narrowest(Uint32Array.of(1, 256))).toEqual(Uint16Array.of(1, 256));
    expect(narrowest(Uint32Array.of(70_000))).toEqual(Uint32Array.of(70_000));
  });

  it('give each word’s span as its start and its length', () => {
    const text = 'In the beginning God created';
    const data = buildIndexData([{ key: 1001001, text }], 'en');
    expect(data.slotLength).toBeInstanceOf(Uint8Array);
    const words = Array.from(data.slotStart, (start, slot) =>
      text.slice(start, start + data.slotLength[slot]!),
    );
    expect(words).toEqual(['In', 'the', 'beginning', 'God', 'created']);
  });
});

describe("Strong's numbers in the index's order", () => {
  it('puts Greek before Hebrew, each by its number, whatever order they come in', () => {
    expect(sortStrongs(['H10', 'G5624', 'H9', 'G1', 'H8674', 'G26', 'H1'])).toEqual([
      'G1',
      'G26',
      'G5624',
      'H1',
      'H9',
      'H10',
      'H8674',
    ]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom('G', 'H'), fc.integer({ min: 1, max: 99_999_999 })), {
          selector: ([letter, value]) => `${letter}${value}`,
          maxLength: 200,
        }),
        (pairs) => {
          const numbers = pairs.map(([letter, value]) => `${letter}${value}`);
          const expected = [...pairs]
            .sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1))
            .map(([letter, value]) => `${letter}${value}`);
          expect(sortStrongs(numbers)).toEqual(expected);
        },
      ),
    );
  });
});
