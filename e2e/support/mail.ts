import type { InboxMessage } from '../setup/mail-inbox';
import { expect } from './test';

export type { InboxMessage };

/** The mail the site sent to `address`, as the loopback SMTP catcher received it (e2e/setup/mail-inbox.ts). */
export async function mailTo(address: string): Promise<InboxMessage[]> {
  const inbox = process.env.E2E_MAIL_INBOX_URL;
  if (!inbox) throw new Error('No mail inbox: e2e/setup/global-setup.ts starts it (npm run test:e2e)');
  const response = await fetch(`${inbox}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as InboxMessage[];
}

/** Waits until a message to `address` whose subject matches `subject` arrives, and answers it. */
export async function waitForMail(address: string, subject: RegExp): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { message: `a mail to ${address} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
