import { describe, expect, it } from 'vitest';
import { maskSecret, settingValueError } from './values';

describe('settingValueError', () => {
  it('numbers with a range: whole numbers inside it only, naming the range', () => {
    const range = { from: 1, to: 1440 };
    for (const value of ['0', '-3', '2.5', '99999', '1441']) {
      expect(settingValueError('number', value, null, { range }), value).toBe(
        'value must be a whole number from 1 to 1440',
      );
    }
    for (const value of ['1', '5', '1440'])
      expect(settingValueError('number', value, null, { range })).toBe(undefined);
  });

  it('an email format: an address, or empty', () => {
    expect(settingValueError('string', 'office@example.org', null, { format: 'email' })).toBe(undefined);
    expect(settingValueError('string', '', null, { format: 'email' })).toBe(undefined);
    expect(settingValueError('string', 'office', null, { format: 'email' })).toBe(
      'value must be an email address (name@example.org), or empty',
    );
  });

  it('numbers: finite numbers only', () => {
    expect(settingValueError('number', '30')).toBeUndefined();
    expect(settingValueError('number', '-2.5')).toBeUndefined();
    for (const bad of ['abc', '', ' ', 'NaN', 'Infinity', '12px'])
      expect(settingValueError('number', bad), bad).toBe('value must be a number (for example 30 or 2.5)');
  });
  it('booleans: exactly true or false', () => {
    expect(settingValueError('boolean', 'true')).toBeUndefined();
    expect(settingValueError('boolean', 'false')).toBeUndefined();
    for (const bad of ['True', '1', 'yes', ''])
      expect(settingValueError('boolean', bad), bad).toBe('value must be true or false');
  });
  it('json: must parse', () => {
    expect(settingValueError('json', '{"a":[1,2]}')).toBeUndefined();
    expect(settingValueError('json', 'null')).toBeUndefined();
    expect(settingValueError('json', '{oops')).toMatch(/^value must be valid JSON: /);
    expect(settingValueError('json', '')).toMatch(/^value must be valid JSON: /);
  });
  it('strings: anything, unless options make it a choice', () => {
    expect(settingValueError('string', '')).toBeUndefined();
    expect(settingValueError('string', 'any text', null)).toBeUndefined();
    expect(settingValueError('string', 'red', ['red', 'blue'])).toBeUndefined();
    expect(settingValueError('string', 'green', ['red', 'blue'])).toBe('value must be one of: red, blue');
  });
});

describe('maskSecret', () => {
  it('never shows more than the last two characters', () => {
    expect(maskSecret('')).toBe('');
    expect(maskSecret('abc')).toBe('••••');
    expect(maskSecret('hunter2-secret')).toBe('••••et');
  });
});
