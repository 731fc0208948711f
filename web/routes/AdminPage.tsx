import { ExternalLink, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { authToasts } from '../features/auth/authMessages';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { useLogout } from '../features/auth/useAuthMutations';
import { useUser } from '../features/auth/useUser';
import { Button } from '../ui/Button';
import { buttonClasses } from '../ui/buttonClasses';
import { toast } from '../ui/toast/toastStore';

function AdminDashboard() {
  const { data: user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();

  function handleLogout() {
    // The dashboard unmounts as soon as the session is cleared, so follow up on the promise, not on callbacks.
    logout.mutateAsync().then(
      () => {
        toast(authToasts.loggedOut());
        void navigate('/auth', { replace: true });
      },
      (error: unknown) => toast(authToasts.logoutFailed(error instanceof Error ? error.message : undefined)),
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 text-lg text-muted">Welcome, {user?.username}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses('outline')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View Site
          </Link>
          <Button variant="primary" onClick={handleLogout} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </div>
      <section
        aria-label="Admin tools"
        className="mt-8 rounded-xl border-2 border-dashed border-gray-300 bg-white/60 p-6"
      >
        <p className="text-muted">Admin tools arrive here as they are built.</p>
      </section>
    </div>
  );
}

export default function AdminPage() {
  return (
    <ProtectedRoute role="admin">
      <AdminDashboard />
    </ProtectedRoute>
  );
}
