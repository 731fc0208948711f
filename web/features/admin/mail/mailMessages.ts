import type { ToastInput } from '../../../ui/toast/toastStore';

/** The email screens' toasts. */
export const mailToasts = {
  testSent: (): ToastInput => ({
    title: 'Test email sent',
    description: 'Check your inbox for the test email.',
    variant: 'success',
  }),
  samplesSent: (): ToastInput => ({
    title: 'Sample emails sent',
    description: 'All sample emails have been sent successfully.',
    variant: 'success',
  }),
  /** The server's reason, else "Failed to send emails". */
  testFailed: (message: string | undefined): ToastInput => ({
    title: 'Failed to send test email',
    description: message || 'Failed to send emails',
    variant: 'destructive',
  }),
  /** The server's reason, else "Failed to send samples". */
  samplesFailed: (message: string | undefined): ToastInput => ({
    title: 'Failed to send sample emails',
    description: message || 'Failed to send samples',
    variant: 'destructive',
  }),
  /** Sending with the address left empty (the field says "Email required" too). */
  emailRequired: (): ToastInput => ({
    title: 'Email required',
    description: 'Please enter a test email address.',
    variant: 'destructive',
  }),
  templateSaved: (): ToastInput => ({ title: 'Template saved', variant: 'success' }),
  templateFailed: (message: string): ToastInput => ({
    title: 'Failed to save template',
    description: message,
    variant: 'destructive',
  }),
};

export const mailValidation = {
  emailRequired: 'Email required',
  recipientRequired: 'Recipient required - Please enter a valid email address',
};

/** A plain check before asking the server, which checks again. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}
