import { describe, expect, it } from 'vitest';
import { placeResetError, validateResetPassword } from './passwordResetValidation';

describe('validateResetPassword', () => {
  it('asks for a password of the sign-up length, twice the same', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateResetPassword({ password: 'p'.repeat(257), confirmPassword: 'p'.repeat(257) })).toEqual({
      password: 'Password must be at most 256 characters',
    });
    expect(validateResetPassword({ password: 'a new password', confirmPassword: 'a new pasword' })).toEqual({
      confirmPassword: 'The two passwords do not match',
    });
    expect(validateResetPassword({ password: 'a new password', confirmPassword: 'a new password' })).toEqual(
      {},
    );
  });
});

describe('placeResetError', () => {
  it('puts a refused link above the form, a refused password under its field, the rest above', () => {
    expect(placeResetError(400, 'token: This reset link has expired.')).toEqual({
      field: undefined,
      message: 'This reset link has expired.',
      linkFailed: true,
    });
    expect(placeResetError(400, 'This password is one of the most common passwords')).toEqual({
      field: 'password',
      message: 'This password is one of the most common passwords',
    });
    expect(placeResetError(429, 'Too many requests. Please slow down.')).toEqual({
      field: undefined,
      message: 'Too many requests. Please slow down.',
      linkFailed: false,
    });
  });
});
