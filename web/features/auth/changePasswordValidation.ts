export interface ChangePasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordFields, string>>;

/**
 * The change-password form's own rules, worded as the server words them (POST /api/user/password); the
 * server still decides, and also refuses a wrong current password, an unchanged one and a common one.
 */
export function validateChangePassword(fields: ChangePasswordFields): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!fields.currentPassword) errors.currentPassword = 'Current password is required';
  if (!fields.newPassword) errors.newPassword = 'New password is required';
  else if (fields.newPassword.length < 8) errors.newPassword = 'New password must be at least 8 characters';
  else if (fields.newPassword.length > 256)
    errors.newPassword = 'New password must be at most 256 characters';
  if (fields.newPassword && fields.confirmPassword !== fields.newPassword) {
    errors.confirmPassword = 'The two new passwords do not match';
  }
  return errors;
}

/**
 * Where a refusal from the server belongs: a 400 about the current password under that field, any other 400
 * (too short, unchanged, too common) under the new password, anything else (e.g. 429) above the form.
 */
export function placeServerError(
  status: number,
  message: string,
): { field: keyof ChangePasswordFields } | { field: undefined } {
  if (status !== 400) return { field: undefined };
  return { field: /current password/i.test(message) ? 'currentPassword' : 'newPassword' };
}
