import { createContext, useContext } from 'react';

export type LoginMode = 'login' | 'signup';

export interface LoginDialogControls {
  /** Opens the login dialog, in sign-up mode when asked. */
  openLogin: (mode?: LoginMode) => void;
}

export const LoginDialogContext = createContext<LoginDialogControls | null>(null);

/** Opens the shared login dialog from anywhere inside the frame. */
export function useLoginDialog(): LoginDialogControls {
  const controls = useContext(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return controls;
}
