import { getRuntimeConfig, useAuthStore } from '@atelier/shared';
import type { ApiResult } from './result';

/**
 * The signed-in user's own account on the auth endpoints (docs/auth.md): `PUT /auth/v1/user`
 * and, for an e-mail change's link, `POST /auth/v1/verify`. Their refusals are GoTrue's
 * (`{code, error_code, msg}`), turned here into the app's `{ success:false }` shape with the
 * message on the field it is about. Never answered from demo data: they must reach the server.
 */
type GotrueErrorBody = { error_code?: unknown; msg?: unknown };

/** GoTrue's error codes that are about the value sent (the password, the e-mail). */
const FIELD_PROBLEMS = new Set([
  'weak_password',
  'same_password',
  'validation_failed',
  'email_address_invalid',
  'user_already_exists',
]);

type Failure = { success: false; code: string; error: string; fields?: Record<string, string> };

async function callAuthEndpoint(
  path: string,
  init: { method: string; body: unknown; token?: string },
  field: string,
  signal?: AbortSignal,
): Promise<Response | Failure> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  try {
    return await fetch(`${backendUrl}/auth/v1${path}`, {
      method: init.method,
      headers: {
        apikey: publicKey,
        Authorization: `Bearer ${init.token ?? publicKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(init.body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`[auth] ${field}: network error`, error);
    return { success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' };
  }
}

async function failureOf(response: Response, field: string, fallback: string): Promise<Failure> {
  const body = (await response.json().catch(() => null)) as GotrueErrorBody | null;
  const message = typeof body?.msg === 'string' ? body.msg : fallback;
  const code = typeof body?.error_code === 'string' ? body.error_code : '';
  if ((response.status === 422 || response.status === 400) && FIELD_PROBLEMS.has(code)) {
    return {
      success: false,
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { [field]: message },
    };
  }
  if (response.status === 401 || response.status === 403) {
    return { success: false, code: 'UNAUTHORIZED', error: message };
  }
  return {
    success: false,
    code: response.status >= 500 ? 'SERVER_UNAVAILABLE' : 'INTERNAL',
    error: message,
  };
}

/** The signed-in user's token, or the refusal to send without one. */
function signedInToken(action: string): string | Failure {
  const { token, isAdminBypass } = useAuthStore.getState();
  if (!token || isAdminBypass) {
    return { success: false, code: 'UNAUTHORIZED', error: `Sign in to ${action}` };
  }
  return token;
}

/**
 * Sets a new password (the rule of docs/auth.md "Password rule"); the user's other sessions
 * end, this one stays.
 */
export async function changeAccountPassword(
  password: string,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ passwordChanged: true }>> {
  const token = signedInToken('change your password');
  if (typeof token !== 'string') return token;
  const body = { password };
  const response = await callAuthEndpoint(
    '/user',
    { method: 'PUT', body, token },
    'password',
    options.signal,
  );
  if (!(response instanceof Response)) return response;
  if (response.ok) return { success: true, passwordChanged: true };
  return failureOf(response, 'password', 'The password could not be changed');
}

/**
 * Asks to sign in with another e-mail: the server e-mails that address a link, and the e-mail
 * changes when it is opened (docs/auth.md "Changing the e-mail").
 */
export async function requestAccountEmailChange(
  email: string,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ newEmail: string }>> {
  const token = signedInToken('change your e-mail');
  if (typeof token !== 'string') return token;
  const body = { email };
  const response = await callAuthEndpoint(
    '/user',
    { method: 'PUT', body, token },
    'email',
    options.signal,
  );
  if (!(response instanceof Response)) return response;
  if (!response.ok) return failureOf(response, 'email', 'The e-mail could not be changed');
  const user = (await response.json().catch(() => null)) as { new_email?: unknown } | null;
  return { success: true, newEmail: typeof user?.new_email === 'string' ? user.new_email : email };
}

/**
 * Opens an e-mail change's link: the new e-mail is in force and every session of the account
 * ended (the server's answer starts one for this browser; the app asks to sign in again with
 * the new e-mail instead, so one sign-in path stores sessions).
 */
export async function confirmAccountEmailChange(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ email: string; userId: string }>> {
  const body = { type: 'email_change', token_hash: token };
  const response = await callAuthEndpoint(
    '/verify',
    { method: 'POST', body },
    'token',
    options.signal,
  );
  if (!(response instanceof Response)) return response;
  if (!response.ok) return failureOf(response, 'token', 'This link is invalid, used or expired');
  const session = (await response.json().catch(() => null)) as {
    user?: { email?: unknown; id?: unknown };
  } | null;
  const { email, id } = session?.user ?? {};
  return {
    success: true,
    email: typeof email === 'string' ? email : '',
    userId: typeof id === 'string' ? id : '',
  };
}
