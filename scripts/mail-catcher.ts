/**
 * A local SMTP catcher for trying the site's mail: listens on 127.0.0.1 (port 2525, or MAIL_CATCHER_PORT) and
 * prints every message it receives. Start it with `npm run mail:catcher`, then the site with
 * SMTP_URL=smtp://127.0.0.1:2525.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const server = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        const headers = mail.headerLines
          .filter((line) => line.key.startsWith('list-'))
          .map((line) => `  ${line.line}`)
          .join('\n');
        console.log(
          `\n=== ${new Date().toISOString()} to ${to}\nFrom: ${mail.from?.text ?? ''}\nSubject: ${mail.subject ?? ''}\n${headers}\n\n${mail.text ?? ''}\n`,
        );
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Mail catcher listening: set SMTP_URL=smtp://127.0.0.1:${port} (Ctrl-C stops it)`);
});
