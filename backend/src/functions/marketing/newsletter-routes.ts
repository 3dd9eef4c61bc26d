import { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { unsubscribeByToken } from './unsubscribe.ts';

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` (form
 * body) to the List-Unsubscribe URL, with no session and no API key, so it cannot go through
 * `/functions/v1` (which asks for the key). The token in the query is the only credential.
 * Mounted at `/newsletter/v1`.
 */
export function newsletterRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.post('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['List-Unsubscribe'] !== 'One-Click') {
      return c.json(fail('VALIDATION_FAILED', 'The body must be List-Unsubscribe=One-Click'), 400);
    }
    if (token === '' || token.length > 200) {
      return c.json(fail('VALIDATION_FAILED', 'token is required'), 400);
    }
    try {
      await unsubscribeByToken(db, token);
    } catch (error) {
      if (error instanceof AppError) return c.json(error.toBody(), error.status);
      throw error;
    }
    return c.json({ success: true, status: 'unsubscribed' });
  });
  return routes;
}

const fail = (code: 'VALIDATION_FAILED', error: string) => ({ success: false, error, code });
