import type { ToastInput } from '../../../ui/toast/toastStore';

/** The toasts of spec section 8 for the email screens. */
export const emailToasts = {
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
  testFailed: (message: string): ToastInput => ({
    title: 'Failed to send test email',
    description: message,
    variant: 'destructive',
  }),
  samplesFailed: (message: string): ToastInput => ({
    title: 'Failed to send sample emails',
    description: message,
    variant: 'destructive',
  }),
  templateSaved: (): ToastInput => ({ title: 'Template saved', variant: 'success' }),
  templateFailed: (message: string): ToastInput => ({
    title: 'Failed to save template',
    description: message,
    variant: 'destructive',
  }),
};

export const emailValidation = {
  emailRequired: 'Email required',
  recipientRequired: 'Recipient required - Please enter a valid email address',
};

/** A plain check before asking the server, which checks again. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}
