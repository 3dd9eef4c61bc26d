import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  PORTAL_TRUNCATE,
  portalCaller,
  seedPortalClient,
} from '../client-portal/client-portal-test-data.ts';
import { noticeAgencyMessage, noticeClientMessage } from '../client-portal/message-notices.ts';
import { seedDeliverable, seedProject } from '../client-portal/portal-records-test-data.ts';
import { notifyContractDeclined, notifyContractSigned } from './events.ts';

/**
 * Every event outside the records' own (events.test.ts) stores its message key and params,
 * so the reader's app words it in the reader's language (docs/notifications.md).
 */
const kit = useFunctionKit({ truncate: [...PORTAL_TRUNCATE] });

const keyed = (userId: string) =>
  kit.db.query<{ message_key: string | null; params: Record<string, unknown> | null }>(
    'SELECT message_key, params FROM notifications WHERE user_id = $1 ORDER BY created_at, message_key',
    [userId],
  );

describe('notification message keys', () => {
  it('deliverables: ready for the client, approved or changes asked for the admins', async () => {
    const a = await seedPortalClient(kit, 'A');
    const project = await seedProject(kit, a.id);
    const approved = await seedDeliverable(kit, project.id, { title: 'Logo' });
    const changed = await seedDeliverable(kit, project.id, { title: 'Menu' });
    expect(await keyed(a.userId)).toEqual([
      { message_key: 'deliverable_ready', params: { title: 'Logo', project: 'Shop redesign' } },
      { message_key: 'deliverable_ready', params: { title: 'Menu', project: 'Shop redesign' } },
    ]);
    const asA = portalCaller(kit, a);
    await asA({ action: 'approve_deliverable', id: approved });
    await asA({ action: 'approve_deliverable', id: changed, decision: 'changes', comment: 'Red' });
    expect(await keyed(kit.adminId)).toEqual([
      {
        message_key: 'deliverable_approved',
        params: { client: 'Client A', title: 'Logo', detail: 'Shop redesign' },
      },
      {
        message_key: 'deliverable_changes_requested',
        params: { client: 'Client A', title: 'Menu', detail: 'Red' },
      },
    ]);
  });

  it('portal access asked, then granted by linking the account', async () => {
    const email = `lonely-${crypto.randomUUID()}@example.com`;
    const lonely = await kit.signIn({ role: 'client', email });
    await portalCaller(kit, lonely)({ action: 'get_overview' });
    expect(await keyed(kit.adminId)).toEqual([
      { message_key: 'portal_access_requested', params: { email } },
    ]);
    const [client] = await kit.db.query<{ id: string }>(
      `INSERT INTO clients (name, email) VALUES ('Lonely Ltd', $1) RETURNING id`,
      [email],
    );
    const linked = await kit.call('client-management', {
      action: 'link_portal_account',
      client_id: client?.id,
      user_id: lonely.userId,
    });
    expect(linked.status).toBe(200);
    expect(await keyed(lonely.userId)).toEqual([
      { message_key: 'portal_ready', params: { client: 'Lonely Ltd' } },
    ]);
  });

  it('client details changed in the portal', async () => {
    const a = await seedPortalClient(kit, 'A');
    await portalCaller(kit, a)({ action: 'update_profile', name: 'Alice Martin' });
    expect(await keyed(kit.adminId)).toEqual([
      { message_key: 'client_details_updated', params: { name: 'Alice Martin' } },
    ]);
  });

  it('messages both ways, with the start of the message', async () => {
    const a = await seedPortalClient(kit, 'A');
    await kit.db.transaction(async (tx) => {
      await noticeClientMessage(tx, a, 'Hello there');
      await noticeAgencyMessage(tx, { ...a, notify_email: false }, 'Atelier', 'x'.repeat(200));
    });
    expect(await keyed(kit.adminId)).toEqual([
      { message_key: 'client_message', params: { client: 'Client A', excerpt: 'Hello there' } },
    ]);
    expect(await keyed(a.userId)).toEqual([
      {
        message_key: 'agency_message',
        params: { agency: 'Atelier', excerpt: `${'x'.repeat(139)}…` },
      },
    ]);
  });

  it('contracts signed and declined', async () => {
    const id = crypto.randomUUID();
    await kit.db.transaction(async (tx) => {
      await notifyContractSigned(tx, { id, title: 'Retainer' });
      await notifyContractDeclined(tx, { id, title: 'Retainer', signer: 'Jane Doe' });
    });
    // One transaction, one created_at: by key.
    expect(await keyed(kit.adminId)).toEqual([
      { message_key: 'contract_declined', params: { title: 'Retainer', signer: 'Jane Doe' } },
      { message_key: 'contract_signed', params: { title: 'Retainer' } },
    ]);
  });
});
