import { expect, vi } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { dayFromToday, recordTables, seedClient } from '../invoice-management/seed-records.ts';

interface Raised {
  user_id: string;
  type: string;
  message: string;
  action_url: string | null;
  message_key: string | null;
  params: Record<string, unknown> | null;
}

/**
 * The database and helpers of the tests of the events that raise notifications (events.test.ts,
 * events-portal.test.ts): call once at the top of a test file.
 */
export function useEventKit() {
  const kit = useFunctionKit({
    truncate: [
      'notifications',
      'invoice_overdue_notices',
      'lead_status_history',
      'rate_limit_counters',
      ...recordTables,
    ],
  });

  const adminIds = async (): Promise<string[]> =>
    (
      await kit.db.query<{ id: string }>(
        `SELECT id FROM users WHERE role IN ('admin', 'super_admin') ORDER BY id`,
      )
    ).map((row) => row.id);

  const raised = (title: string): Promise<Raised[]> =>
    kit.db.query<Raised>(
      `SELECT user_id, type, message, action_url, message_key, params FROM notifications
       WHERE title = $1
       ORDER BY user_id`,
      [title],
    );

  /** The notification went to every admin and super_admin, and to nobody else. */
  async function expectForEachAdmin(
    title: string,
    content: {
      type: string;
      message: string;
      actionUrl: string;
      key: string;
      params: Record<string, unknown>;
    },
  ): Promise<void> {
    const rows = await raised(title);
    expect(rows.map((row) => row.user_id)).toEqual(await adminIds());
    for (const row of rows) {
      expect(row).toMatchObject({
        type: content.type,
        message: content.message,
        action_url: content.actionUrl,
        message_key: content.key,
        params: content.params,
      });
    }
  }

  const countAll = async (): Promise<number> =>
    (await kit.db.query<{ n: number }>('SELECT count(*) AS n FROM notifications'))[0]?.n ?? -1;

  const lines = [{ description: 'Work', quantity: 1, unit_price_cents: 123_450 }];

  async function sentProposal(clientId: string) {
    const created = await kit.call('proposal-management', {
      action: 'create_proposal',
      title: 'Shop redesign',
      client_id: clientId,
      items: lines,
      valid_until: dayFromToday(30),
    });
    await kit.call('proposal-management', {
      action: 'send_proposal',
      id: created.body.proposal.id,
    });
    return created.body.proposal.id as string;
  }

  async function sentInvoice(clientId: string, totalCents = 123_450) {
    const created = await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: clientId,
      items: [{ description: 'Work', quantity: 1, unit_price_cents: totalCents }],
    });
    const sent = await kit.call('invoice-management', {
      action: 'send_invoice',
      id: created.body.invoice.id,
    });
    expect(sent.status).toBe(200);
    return sent.body.invoice as { id: string; number: string; due_date: string };
  }

  const pay = (
    invoiceId: string | null,
    amountCents: number,
    extra: Record<string, unknown> = {},
  ) =>
    kit.call('revenue-tracking', {
      action: 'record_payment',
      invoice_id: invoiceId,
      amount_cents: amountCents,
      payment_date: dayFromToday(0),
      payment_method: 'bank_transfer',
      ...extra,
    });

  /** A client whose portal account is a signed-in client user. */
  async function clientWithAccount() {
    const account = await kit.signIn({ role: 'client' });
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    await kit.db.query('UPDATE clients SET user_id = $2 WHERE id = $1', [clientId, account.userId]);
    return { clientId, ...account };
  }

  /** Makes every commit that changed `table` fail at its very end, after the notifications. */
  async function failCommitsOn(table: string, run: () => Promise<void>): Promise<void> {
    await kit.db.exec(`
      CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'commit refused by the test'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT OR UPDATE ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit();`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await run();
    } finally {
      consoleError.mockRestore();
      await kit.db.exec(`DROP TRIGGER refuse_commit ON ${table}; DROP FUNCTION refuse_commit();`);
    }
  }

  return {
    kit,
    adminIds,
    raised,
    expectForEachAdmin,
    countAll,
    lines,
    sentProposal,
    sentInvoice,
    pay,
    clientWithAccount,
    failCommitsOn,
  };
}
