import { describe, expect, it } from 'vitest';
import { checkDonationAmount, chosenAmount, donationType, formatDollars } from './amounts';

describe('checkDonationAmount', () => {
  it.each([
    [1, 100],
    [25, 2500],
    ['12.50', 1250],
    [12.5, 1250],
    [0.1 + 0.2 + 0.7, 100],
    ['10000', 1_000_000],
    [19.99, 1999],
  ])('takes %j as %i cents', (value, cents) => {
    expect(checkDonationAmount(value)).toEqual({ ok: true, cents });
  });

  it.each([
    [0.99, 'amount must be at least $1'],
    [-5, 'amount must be at least $1'],
    [10_000.01, 'amount must be at most $10,000'],
    [12.345, 'amount may have at most two decimals (cents)'],
    ['1.001', 'amount may have at most two decimals (cents)'],
    ['ten', 'amount must be a number of dollars, such as 25 or 12.50'],
    ['1e3', 'amount must be a number of dollars, such as 25 or 12.50'],
    ['', 'amount must be a number of dollars, such as 25 or 12.50'],
    [Number.NaN, 'amount must be a number of dollars, such as 25 or 12.50'],
    [Number.POSITIVE_INFINITY, 'amount must be a number of dollars, such as 25 or 12.50'],
    [null, 'amount must be a number of dollars, such as 25 or 12.50'],
    [{ amount: 5 }, 'amount must be a number of dollars, such as 25 or 12.50'],
  ])('refuses %j: %s', (value, message) => {
    expect(checkDonationAmount(value)).toEqual({ ok: false, message });
  });
});

describe('the amount the page uses', () => {
  it('is the preset, else the parsed custom value, else 0', () => {
    expect(chosenAmount(25, '')).toBe(25);
    expect(chosenAmount(null, '12.5')).toBe(12.5);
    expect(chosenAmount(null, '')).toBe(0);
    expect(chosenAmount(null, 'abc')).toBe(0);
  });

  it('knows the two kinds of gift and writes dollars', () => {
    expect(donationType('monthly')).toBe('monthly');
    expect(donationType('weekly')).toBeUndefined();
    expect(formatDollars(2500)).toBe('$25');
    expect(formatDollars(1250)).toBe('$12.50');
    expect(formatDollars(1_000_000)).toBe('$10,000');
  });
});
