import { useMemo, useState, type ReactNode } from 'react';
import { LoginDialog } from './LoginDialog';
import { LoginDialogContext, type LoginMode } from './loginDialogContext';

/** Holds the one login dialog of the site and lets any screen open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<LoginMode>('login');
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
      <LoginDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />
    </LoginDialogContext.Provider>
  );
}
