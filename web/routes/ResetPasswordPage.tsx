import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../app/routing';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import {
  placeResetError,
  validateResetPassword,
  type ResetPasswordErrors,
  type ResetPasswordFields,
} from '../features/auth/passwordResetValidation';
import { useResetPassword } from '../features/auth/useAuthMutations';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

const fieldOrder: (keyof ResetPasswordFields)[] = ['password', 'confirmPassword'];

/** /reset-password?token=…: the page a reset mail links to; sets a new password once (decision 260). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { openLogin } = useLoginDialog();
  const [fields, setFields] = useState<ResetPasswordFields>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [linkProblem, setLinkProblem] = useState<{ message: string; linkFailed: boolean } | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);

  function showErrors(found: ResetPasswordErrors) {
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLinkProblem(undefined);
    const found = validateResetPassword(fields);
    showErrors(found);
    if (Object.keys(found).length) return;
    reset.mutateAsync({ token, password: fields.password }).then(
      (answer) => setDone(answer.message),
      (error: unknown) => {
        const status = error instanceof Error && 'status' in error ? Number(error.status) : 0;
        const placed = placeResetError(status, error instanceof Error ? error.message : 'Resetting failed');
        if (placed.field) showErrors({ [placed.field]: placed.message });
        else setLinkProblem(placed);
      },
    );
  }

  const bind = (name: keyof ResetPasswordFields) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section
        aria-labelledby="reset-password-heading"
        className="rounded-xl border border-parchment-dark bg-white p-6 shadow-md"
      >
        <h1 id="reset-password-heading" className="mb-3 font-serif text-2xl font-bold text-brand-800">
          Choose a new password
        </h1>
        {done ? (
          <div role="status" className="grid gap-4">
            <p className="rounded-md bg-brand-50 p-3 text-sm">{done}</p>
            <Button type="button" className="w-full" onClick={() => openLogin('login')}>
              Sign in
            </Button>
          </div>
        ) : !token ? (
          <p role="alert" className="rounded-md border border-danger-600 p-3 text-sm text-danger-600">
            This page needs the link from your reset email.{' '}
            <Link to="/forgot-password" className="underline">
              Ask for a reset link
            </Link>
            .
          </p>
        ) : (
          <form
            ref={form}
            noValidate
            onSubmit={handleSubmit}
            className="grid gap-4"
            aria-label="Choose a new password"
          >
            <div
              role="alert"
              className={
                linkProblem ? 'rounded-md border border-danger-600 p-3 text-sm text-danger-600' : 'sr-only'
              }
            >
              {linkProblem?.message}
              {linkProblem?.linkFailed ? (
                <>
                  {' '}
                  <Link to="/forgot-password" className="underline">
                    Ask for a new link
                  </Link>
                </>
              ) : null}
            </div>
            <p className="text-sm text-muted">Every device signed in to your account will be signed out.</p>
            <TextField label="New password" {...bind('password')} />
            <TextField label="Confirm new password" {...bind('confirmPassword')} />
            <p className="text-sm text-muted">
              At least 8 characters. The most common passwords are refused; a few unrelated words make a good
              one.
            </p>
            <Button type="submit" disabled={reset.isPending} className="w-full">
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
