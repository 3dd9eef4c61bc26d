import { createHash, randomBytes } from 'node:crypto';

/** A token for an e-mailed link: 256 random bits; only its sha256 (hex) is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** How long a confirmation link works. */
export const CONFIRM_TTL_DAYS = 7;

/**
 * Where the one-click unsubscribe POST goes (RFC 8058): the backend's own address as mail
 * clients reach it, `ATELIER_PUBLIC_API_URL`, by default the local backend.
 */
export function publicApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ATELIER_PUBLIC_API_URL?.trim();
  if (configured && URL.canParse(configured)) return configured.replace(/\/+$/, '');
  return `http://localhost:${env.ATELIER_BACKEND_PORT?.trim() || '54321'}`;
}

/** The path of the one-click route, beside the functions (newsletter-routes.ts). */
export const ONE_CLICK_PATH = '/newsletter/v1/unsubscribe';
