import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Catcher {
  port: number;
  messages: ParsedMail[];
  /** While true, every recipient is refused with 550. */
  refuse: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no STARTTLS) that keeps what it receives, or refuses every recipient. */
export async function startCatcher(): Promise<Catcher> {
  const catcher: Catcher = { port: 0, messages: [], refuse: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (catcher.refuse) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          catcher.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  catcher.port = (server.server.address() as { port: number }).port;
  catcher.close = () => new Promise((resolve) => server.close(() => resolve()));
  return catcher;
}

/** Polls `probe` until it answers something truthy. */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
