import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLoginDialog } from '../auth/loginDialogContext';
import { useUser } from '../auth/useUser';
import { headerButton } from './headerButton';

// The signed-in controls (with the logout call's code) load once someone is signed in (decision 222).
const SignedInControls = lazy(() =>
  import('./SignedInControls').then((module) => ({ default: module.SignedInControls })),
);

/** Login button when anonymous; "Welcome, name", the Account link and Logout when signed in. */
export function AccountControls({ layout, onChoose }: { layout: 'bar' | 'menu'; onChoose?: () => void }) {
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();

  if (!user) {
    return (
      <button type="button" className={headerButton} onClick={() => openLogin('login')}>
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </button>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInControls user={user} layout={layout} {...(onChoose ? { onChoose } : {})} />
    </Suspense>
  );
}
