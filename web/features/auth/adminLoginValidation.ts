export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** The /auth form's client-side rules: both fields required. */
export function validateAdminLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!username.trim()) errors.username = 'Username is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}
