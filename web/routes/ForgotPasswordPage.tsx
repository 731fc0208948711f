import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../features/auth/useAuthMutations';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/**
 * /forgot-password: a reader asks for a reset link by user name (decision 260). The answer is the same
 * whether or not the account exists; administrators reset their password on the command line.
 */
export default function ForgotPasswordPage() {
  const ask = useRequestPasswordReset();
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(undefined);
    const name = username.trim();
    setProblem(name ? undefined : 'Username is required');
    if (!name) return;
    ask.mutateAsync(name).then(
      (response) => setAnswer(response.message),
      (error: unknown) => setProblem(error instanceof Error ? error.message : 'Asking for a link failed'),
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section
        aria-labelledby="forgot-password-heading"
        className="rounded-xl border border-parchment-dark bg-white p-6 shadow-md"
      >
        <h1 id="forgot-password-heading" className="mb-3 font-serif text-2xl font-bold text-brand-800">
          Forgot your password?
        </h1>
        <p className="mb-5 text-sm text-muted">
          Enter your user name. If your account has a confirmed email address, we send it a link to choose a
          new password.
        </p>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Ask for a reset link">
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            error={problem}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Button type="submit" disabled={ask.isPending} className="w-full">
            {ask.isPending ? 'Sending...' : 'Send me a reset link'}
          </Button>
        </form>
        <p role="status" className={answer ? 'mt-5 rounded-md bg-brand-50 p-3 text-sm' : 'sr-only'}>
          {answer}
        </p>
        <p className="mt-5 text-sm text-muted">
          No confirmed address on your account? Then we cannot reach you by mail: ask the site’s administrator
          to help.
        </p>
      </section>
    </div>
  );
}
