import type { ToastInput } from '../../ui/toast/toastStore';

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong; please try again.';
}

/** Toast texts of the reader's /account page. */
export const accountToasts = {
  sessionSignedOut: (): ToastInput => ({
    title: 'Session signed out',
    description: 'That browser has to sign in again.',
    variant: 'success',
  }),
  othersSignedOut: (): ToastInput => ({
    title: 'Signed out everywhere else',
    description: 'Only this browser is still signed in.',
    variant: 'success',
  }),
  wordOfDaySaved: (enabled: boolean, time: string): ToastInput => ({
    title: enabled ? 'Word of the day on' : 'Word of the day off',
    description: enabled
      ? `A Hebrew word will be emailed to you every day at ${time}.`
      : 'You will get no more word-of-the-day emails.',
    variant: 'success',
  }),
  emailSent: (address: string): ToastInput => ({
    title: 'Check your inbox',
    description: `We sent a confirmation link to ${address}. It works for 24 hours.`,
    variant: 'success',
  }),
  emailConfirmed: (): ToastInput => ({
    title: 'Email address confirmed',
    description: 'Your address is now on your account.',
    variant: 'success',
  }),
  accountDeleted: (): ToastInput => ({
    title: 'Account deleted',
    description: 'Your account and everything kept with it have been deleted.',
    variant: 'success',
  }),
  failed: (error: unknown): ToastInput => ({
    title: 'That did not work',
    description: reason(error),
    variant: 'destructive',
  }),
};
