import { describe, expect, it } from 'vitest';
import { authToasts } from './authMessages';

describe('authToasts', () => {
  it('gives a generic hint on a failed login outside demo mode', () => {
    expect(authToasts.loginFailed(false)).toEqual({
      title: 'Login failed',
      description: 'Please check your username and password.',
      variant: 'destructive',
    });
  });

  it('points at the README in demo mode and never carries a password', () => {
    const { description } = authToasts.loginFailed(true);
    expect(description).toContain('README');
    expect(description?.toLowerCase()).not.toMatch(/password[:=]/);
  });

  it('shows the server message on a failed registration, with a fallback', () => {
    expect(authToasts.registrationFailed('Username already exists').description).toBe(
      'Username already exists',
    );
    expect(authToasts.registrationFailed(undefined).description).toBe('Registration failed');
    expect(authToasts.registrationFailed('').description).toBe('Registration failed');
  });

  it('welcomes back by name', () => {
    expect(authToasts.loginSucceeded('ruth')).toMatchObject({
      title: 'Login successful',
      description: 'Welcome back, ruth',
    });
    expect(authToasts.registrationSucceeded('ruth').description).toBe('Welcome, ruth');
  });

  it('confirms a password change and says what happened to other sessions', () => {
    expect(authToasts.passwordChanged()).toEqual({
      title: 'Password changed',
      description: 'Your other sessions have been signed out.',
      variant: 'success',
    });
  });
});
