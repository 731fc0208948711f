import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/context';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/useToast';
import { useLogout } from '../auth/useAuthMutations';
import { USER_QUERY_KEY, useUser } from '../auth/useUser';
import {
  createTestSession,
  storedTestSession,
  storeTestSession,
  verifyTestSession,
  type TestSession,
} from './devSession';

/** The developer page's authentication status: create, verify and clear a throwaway test session. */
export function DevSessionPanel() {
  const user = useUser();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const api = useApi();
  const { toast } = useToast();
  const [session, setSession] = useState<TestSession | null>(() => storedTestSession());
  const [verified, setVerified] = useState<'unknown' | 'yes' | 'no'>('unknown');

  async function create() {
    try {
      const created = await createTestSession(api);
      storeTestSession(created);
      setSession(created);
      setVerified('yes');
      queryClient.setQueryData(USER_QUERY_KEY, {
        id: created.id,
        username: created.username,
        role: created.role,
      });
      toast({ title: 'Session Created', description: `Signed in as ${created.username}` });
    } catch (error) {
      toast({
        title: 'Failed to Create Session',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  }

  async function verify() {
    if (!session) return;
    try {
      await verifyTestSession(api, session);
      setVerified('yes');
      toast({ title: 'Session Active', description: `${session.username} is signed in` });
    } catch (error) {
      setVerified('no');
      toast({ title: 'Verification Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        setVerified('no');
        toast({ title: 'Logged Out', description: 'The test session has ended.' });
      },
      onError: (error) =>
        toast({ title: 'Logout Failed', description: error.message, variant: 'destructive' }),
    });
  }

  function clear() {
    storeTestSession(null);
    setSession(null);
    setVerified('unknown');
    toast({
      title: 'Session Cleared',
      description: 'The stored test session was removed from this browser.',
    });
  }

  const signedIn = user.data
    ? `${user.data.username} (${user.data.role})`
    : user.isPending
      ? 'Checking…'
      : 'Not signed in';
  return (
    <section aria-labelledby="auth-status" className="rounded-xl border border-parchment-dark bg-white p-5">
      <h2 id="auth-status" className="font-serif text-xl font-bold text-brand-800">
        Authentication status
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Signed in</dt>
        <dd>{signedIn}</dd>
        <dt className="font-semibold">Test session</dt>
        <dd>{session ? `${session.username} (session ${session.sessionId.slice(0, 8)}…)` : 'None stored'}</dd>
        <dt className="font-semibold">Verification</dt>
        <dd>{verified === 'yes' ? 'Verified' : verified === 'no' ? 'Not verified' : 'Not checked'}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void create()}>Create Test Session</Button>
        <Button variant="outline" onClick={() => void verify()} disabled={!session}>
          Verify Session
        </Button>
        <Button variant="outline" onClick={signOut}>
          Log Out
        </Button>
        <Button variant="ghost" onClick={clear}>
          Clear Local Data
        </Button>
      </div>
    </section>
  );
}
