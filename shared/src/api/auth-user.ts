import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../runtime/config';
import type { ApiResult } from './result';

/**
 * The signed-in user's own account on the auth endpoints (docs/auth.md): `PUT /auth/v1/user`.
 * Its refusals are GoTrue's (`{code, error_code, msg}`), turned here into the app's
 * `{ success:false }` shape with the message on the field it is about.
 */
type GotrueErrorBody = { error_code?: unknown; msg?: unknown };

/** GoTrue's error codes that are about the new password itself. */
const PASSWORD_PROBLEMS = new Set(['weak_password', 'same_password', 'validation_failed']);

/**
 * Sets a new password (the rule of docs/auth.md "Password rule"); the user's other sessions
 * end, this one stays. Never answered from demo data: a password must reach the server.
 */
export async function changeAccountPassword(
  password: string,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<{ passwordChanged: true }>> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  const { token, isAdminBypass } = useAuthStore.getState();
  if (!token || isAdminBypass) {
    return { success: false, code: 'UNAUTHORIZED', error: 'Sign in to change your password' };
  }
  let response: Response;
  try {
    response = await fetch(`${backendUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: publicKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('[auth] password change: network error', error);
    return { success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' };
  }
  if (response.ok) return { success: true, passwordChanged: true };
  const body = (await response.json().catch(() => null)) as GotrueErrorBody | null;
  const message = typeof body?.msg === 'string' ? body.msg : 'The password could not be changed';
  const code = typeof body?.error_code === 'string' ? body.error_code : '';
  if (response.status === 422 && PASSWORD_PROBLEMS.has(code)) {
    return {
      success: false,
      code: 'VALIDATION_FAILED',
      error: message,
      fields: { password: message },
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
