import type { ToastInput } from '../../ui/toast/toastStore';

/** The default text when starting a payment fails without a message. */
export const PAYMENT_INTENT_FAILED = 'Failed to create payment intent';

/** Toast texts of the support page and the donor's gifts. */
export const donationToasts = {
  paymentFailed: (message: string | undefined): ToastInput => ({
    title: 'Payment Failed',
    description: message || 'The payment could not be completed.',
    variant: 'destructive',
  }),
  thankYou: (monthly: boolean): ToastInput => ({
    title: 'Thank You!',
    description: monthly ? 'Your monthly support has started.' : 'Your gift has been received.',
    variant: 'success',
  }),
  intentFailed: (message: string): ToastInput => ({
    title: 'Error',
    description: intentFailureText(message),
    variant: 'destructive',
  }),
  cancelled: (): ToastInput => ({
    title: 'Monthly gift cancelled',
    description: 'No further payments will be taken.',
    variant: 'success',
  }),
  cancelFailed: (error: unknown): ToastInput => ({
    title: 'Error',
    description:
      error instanceof Error && error.message ? error.message : 'The monthly gift could not be cancelled.',
    variant: 'destructive',
  }),
};

/** "<message> Please try again or contact support." with the default message. */
export function intentFailureText(message: string | undefined): string {
  const text = message?.trim() || PAYMENT_INTENT_FAILED;
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} Please try again or contact support.`;
}
