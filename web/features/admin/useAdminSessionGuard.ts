import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../app/routing';
import { ApiError } from '../../api/client';
import { adminLoginToasts } from '../auth/authMessages';
import { toast } from '../../ui/toast/toastStore';
import { USER_QUERY_KEY } from '../auth/useUser';

function lostSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The dashboard's own auth check: when one of its calls answers 401 or 403
 * (the session ended or lost its role while the page was open), it says "Authentication required" once and
 * goes to /auth, instead of leaving every tab to show its own error.
 */
export function useAdminSessionGuard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const warned = useRef(false);

  useEffect(() => {
    function handle(error: unknown) {
      if (!lostSession(error) || warned.current) return;
      warned.current = true;
      toast(adminLoginToasts.authenticationRequired());
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void navigate('/auth', { replace: true });
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'admin') handle(event.query.state.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation) handle(event.mutation.state.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);
}
