import type { ToastInput } from '../../ui/toast/toastStore';

/** Toast texts for the header's login dialog and logout button. */
export const authToasts = {
  loginSucceeded: (username: string): ToastInput => ({
    title: 'Login successful',
    description: `Welcome back, ${username}`,
    variant: 'success',
  }),
  loginFailed: (demoMode: boolean): ToastInput => ({
    title: 'Login failed',
    description: demoMode
      ? 'Please check your username and password. This is a demo site: the demo accounts are listed in the README.'
      : 'Please check your username and password.',
    variant: 'destructive',
  }),
  registrationSucceeded: (username: string): ToastInput => ({
    title: 'Registration successful',
    description: `Welcome, ${username}`,
    variant: 'success',
  }),
  registrationFailed: (message: string | undefined): ToastInput => ({
    title: 'Registration failed',
    description: message || 'Registration failed',
    variant: 'destructive',
  }),
  loggedOut: (): ToastInput => ({
    title: 'Logged out',
    description: 'You have been successfully logged out.',
  }),
  logoutFailed: (message: string | undefined): ToastInput => ({
    title: 'Logout failed',
    // The text for any logout that fails without a server message.
    description: message || 'An error occurred during logout',
    variant: 'destructive',
  }),
  passwordChanged: (): ToastInput => ({
    title: 'Password changed',
    description: 'Your other sessions have been signed out.',
    variant: 'success',
  }),
};

/** Texts of the /auth admin login. */
export const adminLoginToasts = {
  succeeded: (username: string): ToastInput => ({
    title: 'Login successful',
    description: `Welcome back, ${username}!`,
    variant: 'success',
  }),
  failed: (): ToastInput => ({
    title: 'Login failed',
    description: 'Please check your username and password',
    variant: 'destructive',
  }),
  authenticationRequired: (): ToastInput => ({
    title: 'Authentication required',
    description: 'Please log in to access the admin panel',
    variant: 'destructive',
  }),
};
