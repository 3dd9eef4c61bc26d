/**
 * The e2e stack's mail server: a real SMTP server on loopback (`E2E_SMTP_PORT`) that the backend
 * sends to through `ATELIER_SMTP_URL`. Each message it accepts is decoded and kept as
 * `<n>.json` in `E2E_MAIL_DIR`, where the specs read it (`support/mail.ts`).
 * Started by playwright.config.ts as one of its web servers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        count += 1;
        const received = {
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          messageId: mail.messageId ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          // Text attachments (a `.ics` invitation) as text; others by name and type only.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: /^text\/|\/ics$/.test(file.contentType) ? file.content.toString('utf8') : '',
          })),
        };
        writeFileSync(
          path.join(dir, `${String(count).padStart(4, '0')}.json`),
          JSON.stringify(received),
        );
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1', () => console.info(`SMTP sink on 127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
