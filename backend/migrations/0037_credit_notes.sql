-- Issue 28: credit notes. A sent invoice stays as it was issued; a correction is a credit note
-- against it, with its own gap-free number per year (CN-2026-0001), its lines and totals at the
-- invoice's tax rate, and a stored PDF. What the credit notes of an invoice take off is kept on
-- the invoice (`credited_cents`, in step in the transaction that issues one, as
-- `amount_paid_cents` is with payments), so every balance reads it. Contract: docs/records.md,
-- "Credit notes".

CREATE TABLE credit_note_number_sequences (
  year integer PRIMARY KEY,
  last_value integer NOT NULL CHECK (last_value >= 0)
);

CREATE TABLE credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  number_year integer NOT NULL,
  number_sequence integer NOT NULL,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE RESTRICT,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  reason text NOT NULL CHECK (btrim(reason) <> '' AND char_length(reason) <= 1000),
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  subtotal_cents bigint NOT NULL CHECK (subtotal_cents >= 0),
  tax_cents bigint NOT NULL CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL CHECK (total_cents > 0),
  issue_date date NOT NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_cents <= subtotal_cents),
  UNIQUE (number_year, number_sequence)
);

CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id, created_at);
CREATE INDEX credit_notes_client_idx ON credit_notes (client_id, issue_date);
CREATE INDEX credit_notes_issue_idx ON credit_notes (issue_date);

CREATE TABLE credit_note_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  credit_note_id uuid NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL CHECK (btrim(description) <> ''),
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  UNIQUE (credit_note_id, position)
);

ALTER TABLE invoices
  ADD COLUMN credited_cents bigint NOT NULL DEFAULT 0 CHECK (credited_cents >= 0),
  ADD CONSTRAINT invoices_settled_within_total
    CHECK (amount_paid_cents + credited_cents <= total_cents);

-- The views read the credits: `i.*` gains a column, so they are made again (same names).
DROP VIEW client_balances;
DROP VIEW invoice_states;

-- As in 0032, less what credit notes took off; 'credited': sent, nothing left to pay, and a
-- credit note did (some of) it.
CREATE VIEW invoice_states AS
SELECT
  i.*,
  CASE WHEN i.status = 'cancelled' THEN 0
       ELSE i.total_cents - i.amount_paid_cents - i.credited_cents END AS balance_cents,
  CASE
    WHEN i.status = 'sent' AND i.credited_cents > 0
      AND i.amount_paid_cents + i.credited_cents >= i.total_cents
      THEN 'credited'
    WHEN i.status = 'sent' AND i.due_date < (SELECT agency_today())
      AND i.amount_paid_cents + i.credited_cents < i.total_cents
      THEN 'overdue'
    ELSE i.status
  END AS effective_status
FROM invoices i;

-- As in 0004: what was invoiced is net of credit notes.
CREATE VIEW client_balances AS
SELECT
  c.id AS client_id,
  coalesce(sum(i.total_cents - i.credited_cents) FILTER (WHERE i.status IN ('sent', 'paid')), 0)::bigint
    AS invoiced_cents,
  coalesce(sum(i.amount_paid_cents) FILTER (WHERE i.status IN ('sent', 'paid')), 0)::bigint
    AS paid_cents,
  coalesce(sum(i.total_cents - i.amount_paid_cents - i.credited_cents)
           FILTER (WHERE i.status = 'sent'), 0)::bigint
    AS balance_cents
FROM clients c
LEFT JOIN invoices i ON i.client_id = c.id
GROUP BY c.id;
