import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

/** Every API call carries the public key as `apikey`, as supabase-js sends it. */
export const requireApiKey =
  (anonKey: string): MiddlewareHandler =>
  async (c, next) => {
    const apiKey = c.req.header('apikey');
    if (apiKey === undefined) throw new AppError('INVALID_API_KEY', 'No API key found in request');
    if (apiKey !== anonKey) throw new AppError('INVALID_API_KEY', 'Invalid API key');
    await next();
  };
