import { createServer } from 'node:http';
import type { Catcher } from '../../server/test/smtp-catcher';

export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
}

/**
 * Serves what the SMTP catcher received as JSON on loopback (`GET /messages?to=address`), so journeys, which
 * run in the workers while the catcher lives in the global setup's process, can read their mail.
 */
export async function startMailInbox(catcher: Catcher): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages: InboxMessage[] = catcher.messages
      .map((mail) => ({
        to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) =>
          entry.value.map((address) => (address.address ?? '').toLowerCase()),
        ),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        listUnsubscribe: mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? null,
      }))
      .filter((message) => !to || message.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
