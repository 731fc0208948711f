import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from '../../../api/client';
import { mailToasts, mailValidation } from './mailMessages';

describe("the email screens' texts", () => {
  it('fall back to their defaults when the answer has no message of its own', () => {
    const bare = new ApiError('An unexpected error occurred', 502, { fromServer: false });
    expect(mailToasts.testFailed(serverMessage(bare))).toMatchObject({
      title: 'Failed to send test email',
      description: 'Failed to send emails',
    });
    expect(mailToasts.samplesFailed(serverMessage(bare))).toMatchObject({
      title: 'Failed to send sample emails',
      description: 'Failed to send samples',
    });
  });

  it("keep the server's reason when it gave one", () => {
    const refused = new ApiError('SMTP refused the recipient', 502, { fromServer: true });
    expect(mailToasts.testFailed(serverMessage(refused)).description).toBe('SMTP refused the recipient');
  });

  it('ask for an address, and for a valid one', () => {
    expect(mailToasts.emailRequired()).toMatchObject({
      title: 'Email required',
      description: 'Please enter a test email address.',
    });
    expect(mailValidation.recipientRequired).toBe('Recipient required - Please enter a valid email address');
  });
});
