import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate } from '../../app/routing';
import type { UserRole } from '../../api/types';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { adminLoginToasts } from './authMessages';
import { useUser } from './useUser';

interface ProtectedRouteProps {
  role: UserRole;
  children: ReactNode;
}

/**
 * Shows its screen only to a signed-in user with the given role, as the server reports it on GET /api/user.
 * Anyone else goes to /auth; there is no stored-credential re-login (decision 006). A user whose password
 * was generated must choose a new one first (decision 105).
 */
export function ProtectedRoute({ role, children }: ProtectedRouteProps) {
  const { data: user, isPending, isError } = useUser();
  const navigate = useNavigate();
  const allowed = !!user && (role === 'user' || user.role === role);
  const warned = useRef(false);

  useEffect(() => {
    if (isPending || allowed) return;
    if (user && !isError && !warned.current) {
      warned.current = true;
      toast(adminLoginToasts.authenticationRequired());
    }
    void navigate('/auth', { replace: true });
  }, [isPending, isError, allowed, user, navigate]);

  if (!allowed) return <Spinner label="Checking your session…" />;
  if (user.mustChangePassword) return <Navigate to="/change-password" replace />;
  return children;
}
