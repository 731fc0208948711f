import { describe, expect, it } from 'vitest';
import { intentFailureText } from './donationMessages';

describe('the text of a gift that could not be started', () => {
  it('is the message plus the support sentence, "Failed to create payment intent" by default', () => {
    expect(intentFailureText(undefined)).toBe(
      'Failed to create payment intent. Please try again or contact support.',
    );
    expect(intentFailureText('amount must be at least $1')).toBe(
      'amount must be at least $1. Please try again or contact support.',
    );
    expect(intentFailureText('Online giving is not set up yet.')).toBe(
      'Online giving is not set up yet. Please try again or contact support.',
    );
  });
});
