import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../db/settings.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { deliverEmail } from './deliver.ts';
import { queueEmail } from './outbox.ts';
import { senderOf } from './sender.ts';
import { type MailTransport, smtpTransport } from './transport.ts';

const testDb = useTestDatabase({ migrate: true });
const FROM = 'Atelier <no-reply@studio.test>';
let sink: SmtpSink;
let smtp: MailTransport;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = smtpTransport(sink.url);
});

afterAll(async () => {
  smtp.close();
  await sink.close();
});

beforeEach(async () => {
  await testDb.db.exec(
    `DELETE FROM email_outbox; DELETE FROM app_settings WHERE key = 'agency.name';`,
  );
  sink.received.length = 0;
});

/** Queues one message and delivers it now; answers the From the server received. */
async function sentFrom(): Promise<{ name?: string; address?: string } | undefined> {
  const id =
    (await queueEmail(testDb.db, { to: 'ada@client.test', subject: 'Hi', body: 'Hello' })) ?? '';
  expect(await deliverEmail(testDb.db, { id, attempt: 1 }, { transport: smtp, from: FROM })).toBe(
    'sent',
  );
  const from = sink.received.at(-1)?.parsed.from?.value[0];
  return { name: from?.name, address: from?.address };
}

describe("the sender's name is the agency's, from Settings", () => {
  it('keeps the configured sender while no name is saved', async () => {
    expect(await sentFrom()).toEqual({ name: 'Atelier', address: 'no-reply@studio.test' });
  });

  it('names the agency saved in Settings at the configured address, read at each send', async () => {
    await writeSettings(testDb.db, { 'agency.name': 'Northwind Studio' });
    expect(await sentFrom()).toEqual({
      name: 'Northwind Studio',
      address: 'no-reply@studio.test',
    });
    await writeSettings(testDb.db, { 'agency.name': 'Studio "Nord", Lyon' });
    expect(await sentFrom()).toEqual({
      name: 'Studio "Nord", Lyon',
      address: 'no-reply@studio.test',
    });
  });

  it('takes the address of a bare or named configured sender, on one line', async () => {
    await writeSettings(testDb.db, { 'agency.name': 'Northwind\n Studio' });
    expect(await senderOf(testDb.db, 'billing@northwind.test')).toEqual({
      name: 'Northwind Studio',
      address: 'billing@northwind.test',
    });
    expect(await senderOf(testDb.db, 'Ops <ops@northwind.test>')).toEqual({
      name: 'Northwind Studio',
      address: 'ops@northwind.test',
    });
  });
});
