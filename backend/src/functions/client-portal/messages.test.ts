import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../storage/test-files.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  expectNotFound,
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE, storage: true });

let a: PortalTestClient;
let b: PortalTestClient;
let asA: ReturnType<typeof portalCaller>;
let asB: ReturnType<typeof portalCaller>;

beforeEach(async () => {
  await kit.db.exec('TRUNCATE storage_objects');
  ({ a, b } = await seedPortalClients(kit));
  asA = portalCaller(kit, a);
  asB = portalCaller(kit, b);
});

async function insertProject(clientId: string, name = 'Website'): Promise<string> {
  const [row] = await kit.db.query<{ id: string }>(
    'INSERT INTO projects (client_id, name) VALUES ($1, $2) RETURNING id',
    [clientId, name],
  );
  if (!row) throw new Error('no project');
  return row.id;
}

const admin = (body: Record<string, unknown>) => kit.call('client-management', body);

describe('client-portal messages', () => {
  it('a client writes, the admins are told (bell + e-mail), the admin answers, the client is told', async () => {
    const projectId = await insertProject(a.id);
    const sent = await asA({
      action: 'send_message',
      body: '  Hello, any news?  ',
      project_id: projectId,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toEqual({
      id: expect.any(String),
      client_id: a.id,
      project: { id: projectId, name: 'Website' },
      author_role: 'client',
      author_name: 'Client A',
      body: 'Hello, any news?',
      attachment: null,
      read_at: null,
      created_at: expect.any(String),
    });
    const adminNotices = await kit.db.query<{ title: string; action_url: string }>(
      `SELECT n.title, n.action_url FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.role IN ('admin', 'super_admin')`,
    );
    expect(adminNotices.length).toBeGreaterThan(0);
    expect(adminNotices[0]).toEqual({
      title: 'New message from Client A',
      action_url: `/admin/clients/${a.id}?tab=messages`,
    });
    const adminMail = await kit.db.query<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE subject = 'New message from Client A'`,
    );
    expect(adminMail.length).toBe(adminNotices.length);

    const seen = await admin({ action: 'get_client_messages', client_id: a.id });
    expect(seen.body.messages).toHaveLength(1);
    const answer = await admin({ action: 'send_client_message', client_id: a.id, body: 'Soon!' });
    expect(answer.body.message).toMatchObject({ author_role: 'agency', author_name: 'Ada Admin' });
    const [clientNotice] = await kit.db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1',
      [a.userId],
    );
    expect(clientNotice?.title).toBe('New message from Atelier');
    const [clientMail] = await kit.db.query<{ to_email: string; body: string }>(
      `SELECT to_email, body FROM email_outbox WHERE to_email = $1`,
      [a.email],
    );
    expect(clientMail?.body).toContain('Soon!');

    const read = await asA({ action: 'get_messages' });
    expect(read.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello, any news?',
      'Soon!',
    ]);
    // The client's message was read by the admin; reading marked the agency's answer read.
    expect(read.body.messages[0].read_at).toEqual(expect.any(String));
    const again = await asA({ action: 'get_messages' });
    expect(again.body.messages[1].read_at).toEqual(expect.any(String));
    const onlyProject = await asA({ action: 'get_messages', project_id: projectId });
    expect(onlyProject.body.messages).toHaveLength(1);
  });

  it('a client who turned e-mail off gets the bell only', async () => {
    await kit.db.query('UPDATE clients SET notify_email = false WHERE id = $1', [a.id]);
    await admin({ action: 'send_client_message', client_id: a.id, body: 'Hi' });
    const mail = await kit.db.query('SELECT 1 FROM email_outbox WHERE to_email = $1', [a.email]);
    expect(mail).toHaveLength(0);
  });

  it('an attachment is one of their own files, signed for download', async () => {
    await kit.storage.put('client-files', `${a.id}/brief.pdf`, pdfBytes(), { ownerId: a.userId });
    await kit.storage.put('client-files', `${b.id}/secret.pdf`, pdfBytes(), { ownerId: b.userId });
    const sent = await asA({
      action: 'send_message',
      body: 'The brief',
      attachment_path: `${a.id}/brief.pdf`,
    });
    expect(sent.body.message.attachment).toEqual({
      path: `${a.id}/brief.pdf`,
      name: 'brief.pdf',
      url: expect.stringMatching(
        new RegExp(`^/storage/v1/object/sign/client-files/${a.id}/brief\\.pdf\\?token=`),
      ),
    });
    for (const path of [`${b.id}/secret.pdf`, `${a.id}/missing.pdf`, `${b.id}/../${a.id}/x`]) {
      expectNotFound(await asA({ action: 'send_message', body: 'x', attachment_path: path }));
    }
  });

  it('refuses an empty or too long message with a field message', async () => {
    const empty = await asA({ action: 'send_message', body: '   ' });
    expect([empty.status, empty.body.fields]).toEqual([400, { body: 'Message is required' }]);
    const long = await asA({ action: 'send_message', body: 'x'.repeat(5001) });
    expect(long.body.fields).toEqual({ body: 'Message must be at most 5000 characters' });
  });

  it("client A never reads or writes into client B's conversation", async () => {
    const theirProject = await insertProject(b.id);
    await asB({ action: 'send_message', body: 'B only', project_id: theirProject });
    await admin({ action: 'send_client_message', client_id: b.id, body: 'To B only' });
    const mine = await asA({ action: 'get_messages' });
    expect(mine.body.messages).toEqual([]);
    expectNotFound(await asA({ action: 'get_messages', project_id: theirProject }));
    expectNotFound(await asA({ action: 'get_messages', project_id: randomUUID() }));
    expectNotFound(await asA({ action: 'send_message', body: 'x', project_id: theirProject }));
    expectNotFound(await asA({ action: 'send_message', body: 'x', project_id: 'nope' }));
    // B's messages stay unread: A's reading touched nothing of theirs.
    const [unread] = await kit.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM portal_messages WHERE client_id = $1 AND read_at IS NULL`,
      [b.id],
    );
    expect(Number(unread?.n)).toBe(2);
  });

  it('the admin side: 404 for an unknown client or a project of another client; clients may not call it', async () => {
    const theirProject = await insertProject(b.id);
    expectNotFound(await admin({ action: 'get_client_messages', client_id: randomUUID() }));
    expectNotFound(await admin({ action: 'send_client_message', client_id: 'x', body: 'Hi' }));
    expectNotFound(
      await admin({
        action: 'send_client_message',
        client_id: a.id,
        body: 'Hi',
        project_id: theirProject,
      }),
    );
    const asClient = await kit.call(
      'client-management',
      { action: 'get_client_messages', client_id: b.id },
      'client',
      { token: a.token },
    );
    expect(asClient.status).toBe(403);
  });
});
