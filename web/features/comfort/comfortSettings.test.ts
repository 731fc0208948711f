import { describe, expect, it } from 'vitest';
import { DEFAULT_COMFORT, parseComfort } from './comfortSettings';

describe('parseComfort', () => {
  it('reads a stored text size and theme', () => {
    expect(parseComfort('{"textSize":"large","theme":"dark"}')).toEqual({ textSize: 'large', theme: 'dark' });
  });

  it('falls back to the defaults for nothing stored, broken JSON or unknown values', () => {
    expect(parseComfort(null)).toEqual(DEFAULT_COMFORT);
    expect(parseComfort('{not json')).toEqual(DEFAULT_COMFORT);
    expect(parseComfort('{"textSize":"huge","theme":"purple"}')).toEqual(DEFAULT_COMFORT);
    expect(parseComfort('{"textSize":"small"}')).toEqual({ textSize: 'small', theme: 'light' });
  });
});
