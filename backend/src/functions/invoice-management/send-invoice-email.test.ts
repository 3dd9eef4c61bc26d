import { describe, expect, it } from 'vitest';
import { calendarDay } from '../../mail/templates/phrases.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { recordTables, seedClient } from './seed-records.ts';

const kit = useFunctionKit({ truncate: [...recordTables, 'email_outbox'] });
const call = (action: string, body: Record<string, unknown> = {}) =>
  kit.call('invoice-management', { action, ...body });

const outbox = () =>
  kit.db.query<{ to_email: string; subject: string; body: string }>(
    'SELECT to_email, subject, body FROM email_outbox ORDER BY created_at',
  );

async function draftFor(clientId: string) {
  const { body } = await call('create_invoice', {
    client_id: clientId,
    items: [{ description: 'Design', quantity: 1, unit_price_cents: 120_000 }],
  });
  return body.invoice as { id: string };
}

describe('send_invoice e-mails the client', () => {
  it('queues one e-mail with the number, the amount due and the due date', async () => {
    const clientId = await seedClient(kit.db, { name: 'Ada Client', email: 'ada@example.com' });
    const draft = await draftFor(clientId);
    expect(await outbox()).toEqual([]);

    const { status, body } = await call('send_invoice', { id: draft.id });
    expect(status).toBe(200);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_email).toBe('ada@example.com');
    expect(mails[0]?.subject).toContain(body.invoice.number);
    expect(mails[0]?.body).toContain('Hello Ada Client');
    expect(mails[0]?.body).toContain('$1,200.00');
    // The due date as the reader writes it ("December 28, 2026"), never the ISO day.
    expect(mails[0]?.body).toContain(calendarDay(body.invoice.due_date, 'en'));
    expect(mails[0]?.body).not.toContain(body.invoice.due_date);
  });

  it('queues nothing when the send is refused', async () => {
    const clientId = await seedClient(kit.db);
    const draft = await draftFor(clientId);
    await call('send_invoice', { id: draft.id });
    const again = await call('send_invoice', { id: draft.id });
    expect(again.status).toBe(409);
    expect(await outbox()).toHaveLength(1);
  });
});
