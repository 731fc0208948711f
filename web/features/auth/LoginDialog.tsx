import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../app/routing';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { accountToasts } from '../account/accountMessages';
import { emailError } from '../account/emailValidation';
import { useSite } from '../site/useSite';
import { authToasts } from './authMessages';
import type { LoginMode } from './loginDialogContext';
import { useLogin, useRegister } from './useAuthMutations';

const texts = {
  login: {
    title: 'Login',
    description: 'Enter your credentials to access your account',
    submit: 'Login',
    switchPrompt: 'Need an account? Sign up',
  },
  signup: {
    title: 'Create Account',
    description: 'Create a new account to save your devotional notes and progress',
    submit: 'Sign Up',
    switchPrompt: 'Already have an account? Login',
  },
} as const;

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
}

/** Sign in or create a reader account without leaving the page. */
export function LoginDialog({ open, onOpenChange, mode, onModeChange }: LoginDialogProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const login = useLogin();
  const register = useRegister();
  const { data: site } = useSite();
  const navigate = useNavigate();
  const pending = login.isPending || register.isPending;
  const text = texts[mode];

  function succeed() {
    setUsername('');
    setPassword('');
    setEmail('');
    setEmailProblem(undefined);
    onOpenChange(false);
  }

  // mutateAsync rather than mutate callbacks: the toasts must show even if the caller unmounts meanwhile.
  async function submit() {
    const credentials = { username: username.trim(), password };
    if (mode === 'login') {
      try {
        const user = await login.mutateAsync(credentials);
        toast(authToasts.loginSucceeded(user.username));
        succeed();
        // A generated password is replaced before anything else (decision 105).
        if (user.mustChangePassword) void navigate('/change-password');
      } catch {
        toast(authToasts.loginFailed(site?.demoMode ?? false));
      }
      return;
    }
    const address = email.trim();
    const problem = address || /[\r\n]/.test(email) ? emailError(email) : undefined;
    setEmailProblem(problem);
    if (problem) return;
    try {
      const user = await register.mutateAsync(address ? { ...credentials, email: address } : credentials);
      toast(authToasts.registrationSucceeded(user.username));
      if (address) toast(accountToasts.emailSent(address));
      succeed();
    } catch (error) {
      toast(authToasts.registrationFailed(error instanceof Error ? error.message : undefined));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description}>
      <form onSubmit={handleSubmit} className="grid gap-4">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {mode === 'signup' ? (
          <TextField
            label="Email address (optional)"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={emailProblem}
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : null}
        {mode === 'signup' ? (
          <p className="-mt-2 text-sm text-muted">
            For the word of the day and reminders; we send a confirmation link first.
          </p>
        ) : null}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? 'Processing...' : text.submit}
        </Button>
        {mode === 'login' ? (
          <Link
            to="/forgot-password"
            onClick={() => onOpenChange(false)}
            className="justify-self-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Forgot your password?
          </Link>
        ) : null}
        <button
          type="button"
          className="justify-self-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          onClick={() => onModeChange(mode === 'login' ? 'signup' : 'login')}
        >
          {text.switchPrompt}
        </button>
      </form>
    </Dialog>
  );
}
