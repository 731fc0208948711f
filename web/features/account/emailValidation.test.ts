import { describe, expect, it } from 'vitest';
import { emailError } from './emailValidation';

describe('emailError', () => {
  it('accepts a plain address, trimmed', () => {
    expect(emailError(' ruth@example.org ')).toBeUndefined();
  });

  it.each([
    ['', 'Email required'],
    ['   ', 'Email required'],
    ['ruth', 'Please enter a valid email address'],
    ['ruth@example.org\r\nBcc: all@example.org', 'email must not contain a line break'],
    ['two words@example.org', 'Please enter a valid email address'],
  ])('refuses %j', (value, message) => {
    expect(emailError(value)).toBe(message);
  });
});
