export interface ResetPasswordFields {
  password: string;
  confirmPassword: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordFields, string>>;

/**
 * The reset form's own rules, worded as the server words them (POST /api/password-reset, the sign-up's
 * password rules); the server still decides, and also refuses the most common passwords.
 */
export function validateResetPassword(fields: ResetPasswordFields): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (!fields.password) errors.password = 'Password is required';
  else if (fields.password.length < 8) errors.password = 'Password must be at least 8 characters';
  else if (fields.password.length > 256) errors.password = 'Password must be at most 256 characters';
  if (fields.password && fields.confirmPassword !== fields.password)
    errors.confirmPassword = 'The two passwords do not match';
  return errors;
}

/**
 * Where a refusal from the server belongs: one about the link (its message starts with "token: ") above the
 * form, without that prefix and with a way to ask again; any other 400 under the new password; the rest above.
 */
export function placeResetError(
  status: number,
  message: string,
): { field: 'password'; message: string } | { field: undefined; message: string; linkFailed: boolean } {
  if (message.startsWith('token: '))
    return { field: undefined, message: message.slice('token: '.length), linkFailed: true };
  if (status === 400) return { field: 'password', message };
  return { field: undefined, message, linkFailed: false };
}
