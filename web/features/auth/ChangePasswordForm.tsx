import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { User } from '../../api/types';
import {
  placeServerError,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordFields,
} from './changePasswordValidation';
import { useChangePassword } from './useAuthMutations';

const fieldOrder: (keyof ChangePasswordFields)[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Current password, new password twice. Errors sit under their fields (tied to them for screen readers) and
 * focus moves to the first field in error, so the message is read out; other refusals are announced above.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: (user: User) => void }) {
  const change = useChangePassword();
  const [fields, setFields] = useState<ChangePasswordFields>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);

  function showErrors(found: ChangePasswordErrors) {
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = validateChangePassword(fields);
    showErrors(found);
    if (Object.keys(found).length) return;
    change
      .mutateAsync({ currentPassword: fields.currentPassword, newPassword: fields.newPassword })
      .then(onChanged, (error: unknown) => {
        const message = error instanceof Error ? error.message : 'Changing the password failed';
        const { field } = placeServerError(error instanceof ApiError ? error.status : 0, message);
        if (field) showErrors({ [field]: message });
        else setFormError(message);
      });
  }

  const bind = (name: keyof ChangePasswordFields) => ({
    name,
    type: 'password',
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4"
      aria-label="Change your password"
    >
      <p
        role="alert"
        className={formError ? 'rounded-md border border-danger-600 p-3 text-sm text-danger-600' : 'sr-only'}
      >
        {formError}
      </p>
      <TextField label="Current password" autoComplete="current-password" {...bind('currentPassword')} />
      <TextField label="New password" autoComplete="new-password" {...bind('newPassword')} />
      <TextField label="Confirm new password" autoComplete="new-password" {...bind('confirmPassword')} />
      <p className="text-sm text-muted">
        At least 8 characters. The most common passwords are refused; a few unrelated words make a good one.
      </p>
      <Button type="submit" disabled={change.isPending} className="w-full">
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
