import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from '../../../api/client';
import { emailToasts, emailValidation } from './emailMessages';

describe("the email screens' texts", () => {
  it('fall back to their defaults when the answer has no message of its own', () => {
    const bare = new ApiError('An unexpected error occurred', 502, { fromServer: false });
    expect(emailToasts.testFailed(serverMessage(bare))).toMatchObject({
      title: 'Failed to send test email',
      description: 'Failed to send emails',
    });
    expect(emailToasts.samplesFailed(serverMessage(bare))).toMatchObject({
      title: 'Failed to send sample emails',
      description: 'Failed to send samples',
    });
  });

  it("keep the server's reason when it gave one", () => {
    const refused = new ApiError('SMTP refused the recipient', 502, { fromServer: true });
    expect(emailToasts.testFailed(serverMessage(refused)).description).toBe('SMTP refused the recipient');
  });

  it('ask for an address, and for a valid one', () => {
    expect(emailToasts.emailRequired()).toMatchObject({
      title: 'Email required',
      description: 'Please enter a test email address.',
    });
    expect(emailValidation.recipientRequired).toBe('Recipient required - Please enter a valid email address');
  });
});
