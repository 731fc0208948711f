import { describe, expect, it } from 'vitest';
import { validateAdminLogin } from './adminLoginValidation';

describe('validateAdminLogin', () => {
  it('requires both fields', () => {
    expect(validateAdminLogin('', '')).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('treats a blank username as missing', () => {
    expect(validateAdminLogin('   ', 'secret')).toEqual({ username: 'Username is required' });
  });

  it('passes when both are present', () => {
    expect(validateAdminLogin('admin', 'x')).toEqual({});
  });
});
