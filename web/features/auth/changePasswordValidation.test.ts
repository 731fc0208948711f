import { describe, expect, it } from 'vitest';
import { placeServerError, validateChangePassword } from './changePasswordValidation';

describe('validateChangePassword', () => {
  it('requires the current password and a new one', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
  });

  it('applies the length rules to the new password and asks for the same password twice', () => {
    expect(
      validateChangePassword({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ newPassword: 'New password must be at least 8 characters' });
    expect(
      validateChangePassword({ currentPassword: 'x', newPassword: 'p'.repeat(257), confirmPassword: 'p' }),
    ).toEqual({
      newPassword: 'New password must be at most 256 characters',
      confirmPassword: 'The two new passwords do not match',
    });
    expect(
      validateChangePassword({
        currentPassword: 'x',
        newPassword: 'a new password',
        confirmPassword: 'a new pasword',
      }),
    ).toEqual({ confirmPassword: 'The two new passwords do not match' });
  });

  it('passes a complete, matching change', () => {
    expect(
      validateChangePassword({
        currentPassword: 'x',
        newPassword: 'a new password',
        confirmPassword: 'a new password',
      }),
    ).toEqual({});
  });
});

describe('placeServerError', () => {
  it('puts a refusal of the current password under that field and other 400s under the new one', () => {
    expect(placeServerError(400, 'The current password is not correct')).toEqual({
      field: 'currentPassword',
    });
    expect(placeServerError(400, 'The new password must differ from the current one')).toEqual({
      field: 'newPassword',
    });
    expect(placeServerError(400, 'This password is one of the most common passwords')).toEqual({
      field: 'newPassword',
    });
  });

  it('shows anything else above the form', () => {
    expect(placeServerError(429, 'Too many login attempts. Please wait 2 seconds and try again.')).toEqual({
      field: undefined,
    });
  });
});
