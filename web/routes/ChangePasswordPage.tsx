import { Navigate, useNavigate } from '../app/routing';
import type { User } from '../api/types';
import { authToasts } from '../features/auth/authMessages';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { useUser } from '../features/auth/useUser';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast/toastStore';

/**
 * /change-password: any signed-in user may change their password here; a user whose password was generated
 * (the first administrator, `npm run admin`) is sent here after signing in, before the dashboard.
 */
export default function ChangePasswordPage() {
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();

  if (isPending) return <Spinner label="Checking your session…" />;
  if (!user) return <Navigate to="/auth" replace />;

  function changed(updated: User) {
    toast(authToasts.passwordChanged());
    void navigate(updated.role === 'admin' ? '/admin' : '/', { replace: true });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section
        aria-labelledby="change-password-heading"
        className="rounded-xl border border-parchment-dark bg-white p-6 shadow-md"
      >
        <h1 id="change-password-heading" className="mb-3 font-serif text-2xl font-bold text-brand-800">
          Change your password
        </h1>
        {user.mustChangePassword ? (
          <p className="mb-5 rounded-md bg-brand-50 p-3 text-sm">
            The password of <strong>{user.username}</strong> was generated for you. Choose your own password
            before you continue.
          </p>
        ) : (
          <p className="mb-5 text-sm text-muted">
            Signed in as <strong>{user.username}</strong>. Your other sessions will be signed out.
          </p>
        )}
        <ChangePasswordForm onChanged={changed} />
      </section>
    </div>
  );
}
