import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../app/routing';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { adminLoginToasts } from './authMessages';
import { validateAdminLogin, type LoginFieldErrors } from './adminLoginValidation';
import { useLogin } from './useAuthMutations';

/**
 * The /auth sign-in form; administrators continue to /admin, other accounts to the home page, and anyone whose
 * password was generated to /change-password first.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAdminLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;
    // The page unmounts this form once the session changes, so the follow-up cannot hang on mutate callbacks.
    login.mutateAsync({ username: username.trim(), password }).then(
      (user) => {
        toast(adminLoginToasts.succeeded(user.username));
        const next = user.mustChangePassword ? '/change-password' : user.role === 'admin' ? '/admin' : '/';
        void navigate(next, { replace: true });
      },
      () => toast(adminLoginToasts.failed()),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Admin login">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
