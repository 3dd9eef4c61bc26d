-- Issue 14 (stripe): a hosted checkout (Stripe Checkout) started from the client portal. The
-- client pays on the provider's page; the payment is recorded when the provider's signed event
-- arrives (docs/portal.md, Payment providers), once per session: `completed_at` marks it done,
-- so a replayed event records nothing twice.
CREATE TABLE portal_checkouts (
  -- Chosen by the server before the provider is called: the session's metadata names it.
  id uuid PRIMARY KEY,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9_]*$'),
  -- The provider's session (Stripe `cs_…`) and the page the client is sent to.
  session_id text NOT NULL UNIQUE CHECK (session_id <> '' AND char_length(session_id) <= 200),
  url text NOT NULL CHECK (url ~ '^https?://'),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  started_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set with the payment it recorded; the payment may be deleted later by an admin.
  completed_at timestamptz NULL,
  payment_id uuid NULL UNIQUE REFERENCES payments (id) ON DELETE SET NULL
);

CREATE INDEX portal_checkouts_invoice_idx ON portal_checkouts (invoice_id);
