import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  recipients: string[];
}

/** An SMTP reply the sink gives instead of accepting, e.g. `{ code: 451, message: 'Try later' }`. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Decides each incoming message's answer; accept everything by default. */
  refuse: (recipients: string[]) => SmtpRefusal | null;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it is sent: the tests' mail recipient. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refuse: SmtpSink['refuse'] = () => null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const refusal = refuse(recipients);
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({ raw, parsed, recipients });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return refuse;
    },
    set refuse(decide) {
      refuse = decide;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
