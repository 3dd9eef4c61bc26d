import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import {
  PORTAL_TRUNCATE,
  type PortalTestClient,
  portalCaller,
  seedPortalClients,
} from './client-portal-test-data.ts';

const kit = useFunctionKit({ truncate: PORTAL_TRUNCATE });

let a: PortalTestClient;
let b: PortalTestClient;

beforeEach(async () => {
  ({ a, b } = await seedPortalClients(kit));
});

const clientRow = (id: string) =>
  kit.db.query<{
    name: string;
    company: string | null;
    phone: string | null;
    notify_email: boolean;
  }>('SELECT name, company, phone, notify_email FROM clients WHERE id = $1', [id]);

describe('client-portal update_profile', () => {
  it("changes the caller's contact fields and account name, tells the agency, leaves B alone", async () => {
    const { status, body } = await portalCaller(
      kit,
      a,
    )({
      action: 'update_profile',
      name: ' Alice Martin ',
      company: '',
      phone: '+33 1 23 45 67 89',
      notify_email: false,
      language: 'en',
    });
    expect(status).toBe(200);
    expect(body.profile).toEqual({
      name: 'Alice Martin',
      company: null,
      email: a.email,
      phone: '+33 1 23 45 67 89',
      notify_email: false,
      language: 'en',
    });
    const [user] = await kit.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [a.userId],
    );
    expect(user).toEqual({ first_name: 'Alice', last_name: 'Martin' });
    const [notice] = await kit.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE user_id = $1 AND title = 'Client details updated'`,
      [kit.adminId],
    );
    expect(notice?.message).toBe('Alice Martin updated their contact details in the portal');
    expect(await clientRow(b.id)).toEqual([
      { name: 'Client B', company: 'Client B Ltd', phone: null, notify_email: true },
    ]);
  });

  it('keeps the fields not sent, and refuses bad input with field messages', async () => {
    const call = portalCaller(kit, a);
    const only = await call({ action: 'update_profile', phone: '555 0100' });
    expect(only.body.profile).toMatchObject({
      name: 'Client A',
      company: 'Client A Ltd',
      phone: '555 0100',
    });
    const bad = await call({
      action: 'update_profile',
      name: ' ',
      notify_email: 'yes',
      email: 'x',
      phone: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      name: expect.any(String),
      phone: 'Phone must be a phone number: digits, spaces and + - ( ) . with 6 to 20 digits',
      notify_email: 'notify_email must be true or false',
    });
    expect(bad.body.fieldCodes.phone).toEqual({ code: 'invalid_phone', min: 6, max: 20 });
    expect(await clientRow(a.id)).toEqual([
      { name: 'Client A', company: 'Client A Ltd', phone: '555 0100', notify_email: true },
    ]);
  });

  it('cannot touch another client: an id in the payload is ignored', async () => {
    await portalCaller(
      kit,
      a,
    )({ action: 'update_profile', id: b.id, client_id: b.id, name: 'Hijack' });
    expect((await clientRow(b.id))[0]?.name).toBe('Client B');
    expect((await clientRow(a.id))[0]?.name).toBe('Hijack');
  });
});
