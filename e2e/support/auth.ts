import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { BACKEND_URL, SHELL_URL } from './stack';

/** The super_admin the e2e stack creates on its empty database (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@example.com',
  password: 'e2e-admin-password-123',
} as const;

export type Credentials = { email: string; password: string };

export type E2ESession = {
  user: { id: string; email: string; firstName: string; lastName: string; role: string };
  token: string;
  refreshToken: string;
  expiresAt: number;
};

/** The local storage keys of a session (shared/src/auth/storage-keys.ts). */
export const SESSION_KEYS = [
  'auth_token',
  'client_id',
  'auth_refresh_token',
  'auth_expires_at',
  'admin_bypass',
] as const;

let cachedPublicKey: string | undefined;

/** The public (anon) key, as the shell's config.json hands it to the browser. */
export async function publicKey(request: APIRequestContext): Promise<string> {
  if (!cachedPublicKey) {
    const config = (await (await request.get(`${SHELL_URL}/config.json`)).json()) as {
      publicKey: string;
    };
    cachedPublicKey = config.publicKey;
  }
  return cachedPublicKey;
}

/** Calls the authentication function as an anonymous client would. */
export async function callAuth(
  request: APIRequestContext,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/user-authentication`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { action, ...payload },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

export async function signInThroughApi(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<E2ESession> {
  const { status, body } = await callAuth(request, 'login', { ...credentials });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as E2ESession;
}

/** A client account of its own for one test, so specs never depend on each other. */
export function newClient(firstName = 'Cleo') {
  const id = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: `Tester ${id}`,
    email: `client-${id}@example.com`,
    password: `client-password-${id}`,
  };
}

export async function registerClient(request: APIRequestContext, firstName?: string) {
  const client = newClient(firstName);
  const { status, body } = await callAuth(request, 'register', client);
  expect(status, JSON.stringify(body)).toBe(200);
  return { ...client, session: body as unknown as E2ESession };
}

/** The local storage a signed-in browser holds for `session`. */
export function sessionStorageEntries(session: E2ESession) {
  return [
    { name: 'auth_token', value: session.token },
    { name: 'client_id', value: session.user.id },
    { name: 'auth_refresh_token', value: session.refreshToken },
    { name: 'auth_expires_at', value: String(session.expiresAt) },
  ];
}

/** Sets local storage on the shell's origin before the app starts (one blank load first). */
export async function storeInBrowser(page: Page, entries: Array<{ name: string; value: string }>) {
  await page.goto('/no-such-page');
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}

export async function readSessionStorage(page: Page) {
  return await page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );
}

/** Signs in through the login form, as a visitor would. */
export async function signInThroughForm(page: Page, credentials: Credentials) {
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * `test` with `signedInAs`: 'admin' starts each test's browser with the e2e admin's session
 * in local storage. One sign-in per worker: the pages only read that session (a spec that
 * signs out signs in on its own).
 */
export const test = base.extend<{ signedInAs: 'admin' | null }, { adminSession: E2ESession }>({
  signedInAs: [null, { option: true }],
  adminSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const session = await signInThroughApi(request, ADMIN);
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, adminSession, storageState }, use) => {
    if (signedInAs !== 'admin') {
      await use(storageState);
      return;
    }
    await use({
      cookies: [],
      origins: [{ origin: SHELL_URL, localStorage: sessionStorageEntries(adminSession) }],
    });
  },
});

export { expect };
