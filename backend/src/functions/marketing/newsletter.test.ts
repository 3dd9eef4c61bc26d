import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { authTestApp } from '../../test/auth-app.ts';
import { createTestKeys } from '../../test/fixtures.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { hashToken } from './newsletter-tokens.ts';

const kit = useFunctionKit({
  truncate: ['newsletter_subscribers', 'newsletter_issues', 'email_outbox', 'rate_limit_hits'],
});

let ipSequence = 0;
/** Each sign-up from its own address, so the per-IP limit only counts where a test means it. */
const subscribe = (email: string, ip = `198.51.100.${++ipSequence % 250}`) =>
  kit.call('marketing', { action: 'subscribe', email }, 'anonymous', { ip });
const publicCall = (action: string, payload: Record<string, unknown>) =>
  kit.call('marketing', { action, ...payload }, 'anonymous');

interface Mail {
  to_email: string;
  subject: string;
  body: string;
  headers: Record<string, string> | null;
}
const outbox = () =>
  kit.db.query<Mail>(
    'SELECT to_email, subject, body, headers FROM email_outbox ORDER BY created_at',
  );

const tokenIn = (body: string, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${body}`);
  return match[1];
};

async function confirmedSubscriber(email: string): Promise<Mail> {
  await subscribe(email);
  const confirmation = (await outbox()).find((mail) => mail.to_email === email.toLowerCase());
  if (!confirmation) throw new Error('no confirmation');
  await publicCall('confirm_subscription', { token: tokenIn(confirmation.body, 'confirm') });
  const welcome = (await outbox()).filter((mail) => mail.to_email === email.toLowerCase()).at(-1);
  if (!welcome) throw new Error('no welcome');
  return welcome;
}

const statusOf = async (email: string) =>
  (
    await kit.db.query<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email = $1',
      [email],
    )
  )[0]?.status;

describe('newsletter sign-up', () => {
  it('stores a pending subscriber, lower-cased, and e-mails a link whose token only is hashed', async () => {
    const { status, body } = await subscribe('  Reader@Example.com ');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 'pending' });
    const [mail] = await outbox();
    expect(mail?.to_email).toBe('reader@example.com');
    const token = tokenIn(mail?.body ?? '', 'confirm');
    expect(mail?.body).toContain(`http://localhost:3000/newsletter/confirm?token=${token}`);
    const [row] = await kit.db.query<{ confirm_token_hash: string; status: string }>(
      'SELECT confirm_token_hash, status FROM newsletter_subscribers',
    );
    expect(row).toEqual({ confirm_token_hash: hashToken(token), status: 'pending' });
  });

  it('answers the same for a confirmed address and e-mails it nothing (no enumeration)', async () => {
    await confirmedSubscriber('known@example.com');
    const before = (await outbox()).length;
    const again = await subscribe('known@example.com');
    expect(again.body).toEqual({ success: true, status: 'pending' });
    expect((await outbox()).length).toBe(before);
    expect(await statusOf('known@example.com')).toBe('confirmed');
  });

  it('refuses a bad address with a field message, and limits sign-ups per IP', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toEqual(expect.any(String));
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await subscribe(`r${i}@example.com`, '192.0.2.9'));
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[20]?.status).toBe(429);
  });

  it('confirms by the link, e-mails a welcome with the RFC 8058 headers; a second click sends nothing', async () => {
    const welcome = await confirmedSubscriber('fan@example.com');
    expect(await statusOf('fan@example.com')).toBe('confirmed');
    const token = tokenIn(welcome.body, 'unsubscribe');
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:54321/newsletter/v1/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [confirmation] = await outbox();
    const again = await publicCall('confirm_subscription', {
      token: tokenIn(confirmation?.body ?? '', 'confirm'),
    });
    expect(again.body).toEqual({ success: true, status: 'confirmed', alreadyConfirmed: true });
    expect((await outbox()).length).toBe(2);
  });

  it('answers 404 for an unknown or expired confirmation link, 400 for a missing one', async () => {
    expect((await publicCall('confirm_subscription', { token: 'nope' })).status).toBe(404);
    expect((await publicCall('confirm_subscription', { token: '' })).status).toBe(400);
    await subscribe('late@example.com');
    await kit.db.query(
      `UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute'`,
    );
    const [mail] = await outbox();
    const late = await publicCall('confirm_subscription', {
      token: tokenIn(mail?.body ?? '', 'confirm'),
    });
    expect(late.status).toBe(404);
    expect(await statusOf('late@example.com')).toBe('pending');
  });
});

describe('unsubscribing', () => {
  it("unsubscribes by the e-mail's link, twice without harm; the old confirmation link is void", async () => {
    const welcome = await confirmedSubscriber('bye@example.com');
    const token = tokenIn(welcome.body, 'unsubscribe');
    const first = await publicCall('unsubscribe', { token });
    expect(first.body).toEqual({ success: true, status: 'unsubscribed' });
    expect((await publicCall('unsubscribe', { token })).status).toBe(200);
    expect(await statusOf('bye@example.com')).toBe('unsubscribed');
    const [confirmation] = await outbox();
    const relink = await publicCall('confirm_subscription', {
      token: tokenIn(confirmation?.body ?? '', 'confirm'),
    });
    expect(relink.status).toBe(404);
    expect((await publicCall('unsubscribe', { token: 'unknown' })).status).toBe(404);
  });

  it('takes the one-click POST of the List-Unsubscribe URL without a session or API key', async () => {
    const app = new Hono().route('/newsletter/v1', newsletterRoutes(kit.db));
    const welcome = await confirmedSubscriber('click@example.com');
    const url = /<([^>]+)>/.exec(welcome.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(url).pathname + new URL(url).search;
    const post = (body: string) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post('List-Unsubscribe=Something')).status).toBe(400);
    expect(await statusOf('click@example.com')).toBe('confirmed');
    const response = await post('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await statusOf('click@example.com')).toBe('unsubscribed');
    const unknown = await app.request('/newsletter/v1/unsubscribe?token=nope', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.status).toBe(404);
  });

  it('is served by the app at /newsletter/v1, without an API key', async () => {
    const app = authTestApp(kit.db, await createTestKeys());
    const response = await app.request('/newsletter/v1/unsubscribe?token=unknown', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'This unsubscribe link is not valid' });
  });
});
