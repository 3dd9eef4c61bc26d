import type { Context, Next } from 'hono';

/**
 * Runs the rest of the request with `headers` on its answer. They are set before the route
 * runs, so they travel inside the route's own `c.json(...)`: a header added to an answer
 * already made makes Hono copy it, and @hono/node-server then sends the copy through a web
 * stream instead of writing the string at once. A route's own value for one of them wins; an
 * answer the route built itself (`new Response`) gets the missing ones afterwards.
 */
export async function withAnswerHeaders(
  c: Context,
  next: Next,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  await next();
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.header(name, value);
  }
}
