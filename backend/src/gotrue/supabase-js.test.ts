import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import { defineAction, defineFunction } from '../functions/registry.ts';
import { anyAnswer } from '../test/any-answer.ts';
import { authTestApp } from '../test/auth-app.ts';
import { createTestKeys } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';

/**
 * The real @supabase/supabase-js client against the app on a real port. supabase-js 2.119 builds
 * its realtime client at once and, on Node 20 (no global WebSocket), throws unless given a
 * transport (its documented `realtime.transport` option). Realtime is not used: this stand-in
 * only fails if something tried to open a socket.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not part of the Atelier backend');
  }
}

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let server: ServerType;
let url: string;

const probe = defineFunction('probe', {
  whoami: defineAction({
    access: 'authenticated',
    output: anyAnswer,
    handler: (_input, ctx) => ({ userId: ctx.caller.userId, role: ctx.caller.role }),
  }),
});

beforeAll(async () => {
  keys = await createTestKeys();
  const app = authTestApp(database.db, keys, { extra: [probe] });
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, resolve);
  });
  url = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const newClient = (): SupabaseClient =>
  createClient(url, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as never },
  });

const email = 'grace@example.com';
const password = 'a long enough password';
const newPassword = 'an even longer new password';

/** The HTTP status of a failed functions.invoke. */
const statusOf = (error: unknown) =>
  error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;

describe('@supabase/supabase-js against /auth/v1 and /functions/v1', () => {
  it('signs up, signs in, refreshes, changes the password and signs out', async () => {
    const supabase = newClient();

    const signUp = await supabase.auth.signUp({
      email,
      password,
      options: { data: { first_name: 'Grace', last_name: 'Hopper' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toEqual(expect.any(String));
    expect(signUp.data.user?.user_metadata).toMatchObject({ first_name: 'Grace' });

    const duplicate = await newClient().auth.signUp({ email, password });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'user_already_exists' });

    const wrong = await supabase.auth.signInWithPassword({ email, password: 'wrong password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const signIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    if (!session) throw new Error('no session');

    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ email, app_metadata: { role: 'client' } });

    // The session authorizes function calls: invoke sends its access token as the bearer.
    const whoami = await supabase.functions.invoke('probe', { body: { action: 'whoami' } });
    expect(whoami.error).toBeNull();
    expect(whoami.data).toEqual({ success: true, userId: user.data.user?.id, role: 'client' });
    const verified = await supabase.functions.invoke('user-authentication', {
      body: { action: 'verify_token', token: session.access_token },
    });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ success: true, user: { email, firstName: 'Grace' } });

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    const replay = await newClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ code: 'refresh_token_already_used' });
    // The replay ended the session for safety: sign in again.
    expect((await supabase.auth.getUser()).error).not.toBeNull();
    const again = await supabase.auth.signInWithPassword({ email, password });
    expect(again.error).toBeNull();

    const updated = await supabase.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);
    expect((await newClient().auth.signInWithPassword({ email, password })).error).not.toBeNull();
    const fresh = await newClient().auth.signInWithPassword({ email, password: newPassword });
    expect(fresh.error).toBeNull();

    const current = (await supabase.auth.getSession()).data.session;
    if (!current) throw new Error('no current session');
    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    // Signed out everywhere (global scope): the old access token opens no door any more.
    const afterSignOut = await newClient().functions.invoke('user-authentication', {
      body: { action: 'verify_token', token: current.access_token },
    });
    expect(statusOf(afterSignOut.error)).toBe(401);
    // GoTrue's session_not_found, which supabase-js turns into "session missing".
    expect((await newClient().auth.getUser(current.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    const freshToken = fresh.data.session?.access_token ?? '';
    expect((await newClient().auth.getUser(freshToken)).error).not.toBeNull();
  });

  it('reports endpoints that are not enabled as auth errors', async () => {
    const otp = await newClient().auth.signInWithOtp({ email });
    expect(otp.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('changes the e-mail once the link sent to the new address is opened', async () => {
    const supabase = newClient();
    const mine = 'ada.change@example.com';
    const next = 'ada.new@example.com';
    await newClient().auth.signUp({ email: 'taken@example.com', password });
    const signUp = await supabase.auth.signUp({ email: mine, password });
    expect(signUp.error).toBeNull();

    const taken = await supabase.auth.updateUser({ email: 'taken@example.com' });
    expect(taken.error).toMatchObject({ status: 422 });
    const invalid = await supabase.auth.updateUser({ email: 'not an address' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'email_address_invalid' });

    const asked = await supabase.auth.updateUser({ email: next });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: mine, new_email: next });
    // Until the link is opened, nothing changes.
    expect((await newClient().auth.signInWithPassword({ email: mine, password })).error).toBeNull();

    const [mail] = await database.db.query<{ body: string; template_key: string }>(
      'SELECT body, template_key FROM email_outbox WHERE to_email = $1',
      [next],
    );
    expect(mail?.template_key).toBe('email_change');
    const token = decodeURIComponent(
      /confirm-email\?token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '',
    );
    expect(token).not.toBe('');

    const verified = await newClient().auth.verifyOtp({ token_hash: token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect((await newClient().auth.signInWithPassword({ email: next, password })).error).toBeNull();
    expect(
      (await newClient().auth.signInWithPassword({ email: mine, password })).error,
    ).not.toBeNull();
    // The old session ended with the change; the old address was told.
    expect((await supabase.auth.getUser()).error).not.toBeNull();
    const notices = await database.db.query<{ template_key: string }>(
      'SELECT template_key FROM email_outbox WHERE to_email = $1',
      [mine],
    );
    expect(notices.map((notice) => notice.template_key)).toContain('email_changed');

    const again = await newClient().auth.verifyOtp({ token_hash: token, type: 'email_change' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
