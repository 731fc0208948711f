import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LoginDialogContext, type LoginMode } from './loginDialogContext';

// The dialog's code (Radix Dialog and the forms) loads when it is first opened, not with every page (decision 222).
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));

/** Holds the one login dialog of the site and lets any screen open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<LoginMode>('login');
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const controls = useMemo(
    () => ({
      openLogin: (nextMode: LoginMode = 'login') => {
        setMode(nextMode);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <LoginDialogContext.Provider value={controls}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </LoginDialogContext.Provider>
  );
}
