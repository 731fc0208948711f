import { CheckCircle2 } from 'lucide-react';
import { Navigate } from '../app/routing';
import { AdminLoginForm } from '../features/auth/AdminLoginForm';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { useUser } from '../features/auth/useUser';
import { DEFAULT_SITE_NAME, useSite } from '../features/site/useSite';

const BENEFITS = [
  "Save favourite verses and Strong's references",
  'Track daily devotional readings and notes',
  'Create custom timeline events',
  'Set reading plans and reminders',
  'Access study materials from any device',
];

export default function AuthPage() {
  const { data: user } = useUser();
  const { data: site } = useSite();
  const { openLogin } = useLoginDialog();
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;

  if (user?.role === 'admin') return <Navigate to="/admin" replace />;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 md:grid-cols-2 md:items-start">
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">{siteName} Admin</h1>
        <p className="mt-3 text-lg text-muted">Sign in to manage the site. With an account you can also:</p>
        <ul className="mt-5 grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
      <section
        aria-labelledby="auth-form-heading"
        className="rounded-xl border border-parchment-dark bg-white p-6 shadow-md"
      >
        <h2 id="auth-form-heading" className="mb-5 font-serif text-2xl font-bold text-brand-800">
          Login
        </h2>
        {user ? (
          <p className="mb-5 rounded-md bg-brand-50 p-3 text-sm">
            You are signed in as <strong>{user.username}</strong>, which is not an administrator account. Sign
            in with an administrator account to open the dashboard.
          </p>
        ) : null}
        <AdminLoginForm />
        <p className="mt-6 border-t border-parchment-dark pt-4 text-sm text-muted">
          Not an administrator?{' '}
          <button
            type="button"
            onClick={() => openLogin('signup')}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Create a reader account
          </button>{' '}
          to save your devotional notes and progress.
        </p>
      </section>
    </div>
  );
}
