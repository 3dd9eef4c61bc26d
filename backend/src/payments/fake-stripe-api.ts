import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tests only: one request the fake Stripe API received. */
export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripeApi {
  /** `http://127.0.0.1:<port>`, for `ATELIER_STRIPE_API_URL`. */
  readonly url: string;
  readonly requests: StripeRequest[];
  /** The next answers are this status with Stripe's error shape (401 for a bad key, 500…). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/**
 * Tests only: Stripe's `POST /v1/checkout/sessions` on 127.0.0.1 (node:http). It records each
 * request and answers a session (`cs_test_…`, a `url` on checkout.stripe.com); a key it has
 * seen answers the same session again, as Stripe's idempotency does.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, string>();
  let failure: number | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const request: StripeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        contentType: header('content-type'),
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failure !== null) {
        answer(failure, { error: { type: 'api_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (request.method !== 'POST' || request.path !== '/v1/checkout/sessions') {
        answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } });
        return;
      }
      const key = request.idempotencyKey ?? randomBytes(8).toString('hex');
      const id = sessions.get(key) ?? `cs_test_${randomBytes(12).toString('hex')}`;
      sessions.set(key, id);
      answer(200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(request.form.get('line_items[0][price_data][unit_amount]')),
        currency: request.form.get('line_items[0][price_data][currency]'),
        metadata: {
          invoice_id: request.form.get('metadata[invoice_id]'),
          charge_id: request.form.get('metadata[charge_id]'),
        },
        payment_status: 'unpaid',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
