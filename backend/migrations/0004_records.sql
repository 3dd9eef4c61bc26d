-- The agency's ledger (issue 5): clients, team, projects with milestones, proposals and
-- invoices with line items, payments. Money is integer cents (bigint) with an ISO currency
-- code; totals are computed by the server from the line items and stored with the document.
-- Contract: docs/records.md.

-- Agency-wide settings (app_settings of 0001): the currency, the invoice number pattern and
-- the default payment terms.
INSERT INTO app_settings (key, value) VALUES
  ('agency.currency', '"USD"'),
  -- {YYYY} the issue year, {YY} its last two digits, {SEQ} the number within the year,
  -- {SEQ:n} zero-padded to n digits.
  ('invoice.number_pattern', '"INV-{YYYY}-{SEQ:4}"'),
  ('invoice.payment_terms_days', '30');

CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  company text NULL,
  -- Normalised like users.email; one client per e-mail address.
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email <> ''),
  phone text NULL,
  address text NULL,
  tax_id text NULL,
  notes text NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  -- The client's portal account, when they have one.
  user_id uuid NULL UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  -- The lead this client was converted from.
  lead_id uuid NULL UNIQUE REFERENCES leads (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX clients_name_idx ON clients (lower(name), id);
CREATE INDEX clients_created_at_idx ON clients (created_at, id);

ALTER TABLE leads
  ADD CONSTRAINT leads_converted_client_fk
  FOREIGN KEY (converted_client_id) REFERENCES clients (id) ON DELETE SET NULL;

CREATE TABLE team_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  email text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email <> ''),
  role_title text NULL,
  hourly_rate_cents bigint NULL CHECK (hourly_rate_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  is_active boolean NOT NULL DEFAULT true,
  -- Set when the member was invited as an admin user (or matched to one).
  user_id uuid NULL UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Addressed to a client, or to a lead (which becomes a client when it accepts).
  client_id uuid NULL REFERENCES clients (id) ON DELETE RESTRICT,
  lead_id uuid NULL REFERENCES leads (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  summary text NULL,
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  -- A fixed amount taken off the subtotal before tax.
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  -- Basis points: 2000 = 20 %.
  tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  subtotal_cents bigint NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
  tax_cents bigint NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  valid_until date NULL,
  -- 'expired' is never stored: a sent proposal past valid_until reads as expired.
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'declined')),
  sent_at timestamptz NULL,
  decided_at timestamptz NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (client_id IS NOT NULL OR lead_id IS NOT NULL),
  CHECK (discount_cents <= subtotal_cents)
);

CREATE INDEX proposals_client_idx ON proposals (client_id, created_at);
CREATE INDEX proposals_lead_idx ON proposals (lead_id);
CREATE INDEX proposals_status_idx ON proposals (status, created_at);

CREATE TABLE proposal_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  proposal_id uuid NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL CHECK (btrim(description) <> ''),
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  UNIQUE (proposal_id, position)
);

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE RESTRICT,
  -- The accepted proposal the project came from.
  proposal_id uuid NULL UNIQUE REFERENCES proposals (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  description text NULL,
  status text NOT NULL DEFAULT 'planning'
    CHECK (status IN ('planning', 'in_progress', 'review', 'completed', 'on_hold', 'cancelled')),
  start_date date NULL,
  due_date date NULL,
  budget_cents bigint NULL CHECK (budget_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (due_date IS NULL OR start_date IS NULL OR due_date >= start_date)
);

CREATE INDEX projects_client_idx ON projects (client_id, created_at);
CREATE INDEX projects_status_idx ON projects (status, created_at);

CREATE TABLE project_milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  due_date date NULL,
  -- Share of the project's budget this milestone stands for; a project's add up to <= 100.
  percentage integer NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 100),
  is_done boolean NOT NULL DEFAULT false,
  completed_at timestamptz NULL,
  UNIQUE (project_id, position)
);

CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  team_member_id uuid NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, team_member_id)
);

CREATE INDEX project_members_member_idx ON project_members (team_member_id);

-- The last number given per year: the row is locked while an invoice is issued, so numbers
-- are unique and without gaps (drafts get their number only when they are sent).
CREATE TABLE invoice_number_sequences (
  year integer PRIMARY KEY,
  last_value integer NOT NULL CHECK (last_value >= 0)
);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NULL UNIQUE,
  number_year integer NULL,
  number_sequence integer NULL,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE RESTRICT,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  subtotal_cents bigint NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
  tax_cents bigint NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  total_cents bigint NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
  -- Kept in step with the invoice's payments in the transaction that records them.
  amount_paid_cents bigint NOT NULL DEFAULT 0 CHECK (amount_paid_cents >= 0),
  issue_date date NULL,
  due_date date NOT NULL,
  notes text NULL,
  -- 'overdue' is never stored: a sent invoice with a balance past its due date reads so.
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'cancelled')),
  sent_at timestamptz NULL,
  paid_at timestamptz NULL,
  cancelled_at timestamptz NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_cents <= subtotal_cents),
  CHECK (amount_paid_cents <= total_cents),
  CHECK (status = 'draft' OR (number IS NOT NULL AND issue_date IS NOT NULL)),
  UNIQUE (number_year, number_sequence)
);

CREATE INDEX invoices_client_idx ON invoices (client_id, created_at);
CREATE INDEX invoices_project_idx ON invoices (project_id);
CREATE INDEX invoices_status_due_idx ON invoices (status, due_date);

CREATE TABLE invoice_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL CHECK (btrim(description) <> ''),
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  UNIQUE (invoice_id, position)
);

-- A revenue entry (spec §3): money received, against an invoice or on its own (a retainer).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  payment_date date NOT NULL,
  payment_method text NOT NULL
    CHECK (payment_method IN ('bank_transfer', 'card', 'cash', 'check', 'paypal', 'stripe', 'other')),
  description text NULL,
  invoice_id uuid NULL REFERENCES invoices (id) ON DELETE RESTRICT,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  client_id uuid NULL REFERENCES clients (id) ON DELETE RESTRICT,
  recorded_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payments_date_idx ON payments (payment_date, id);
CREATE INDEX payments_invoice_idx ON payments (invoice_id);
CREATE INDEX payments_client_idx ON payments (client_id, payment_date);
CREATE INDEX payments_project_idx ON payments (project_id);

-- Invoices as they read: 'overdue' derived from the due date, the balance left to pay (none
-- on a cancelled invoice).
CREATE VIEW invoice_states AS
SELECT
  i.*,
  CASE WHEN i.status = 'cancelled' THEN 0 ELSE i.total_cents - i.amount_paid_cents END
    AS balance_cents,
  CASE
    WHEN i.status = 'sent' AND i.due_date < current_date AND i.amount_paid_cents < i.total_cents
      THEN 'overdue'
    ELSE i.status
  END AS effective_status
FROM invoices i;

-- What each client still owes: the balance of every issued invoice (not drafts, not cancelled).
CREATE VIEW client_balances AS
SELECT
  c.id AS client_id,
  coalesce(sum(i.total_cents) FILTER (WHERE i.status IN ('sent', 'paid')), 0)::bigint
    AS invoiced_cents,
  coalesce(sum(i.amount_paid_cents) FILTER (WHERE i.status IN ('sent', 'paid')), 0)::bigint
    AS paid_cents,
  coalesce(sum(i.total_cents - i.amount_paid_cents) FILTER (WHERE i.status = 'sent'), 0)::bigint
    AS balance_cents
FROM clients c
LEFT JOIN invoices i ON i.client_id = c.id
GROUP BY c.id;
