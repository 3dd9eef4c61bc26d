-- The client portal's exchange (issue 14): card payments through a provider, the conversation
-- between a client and the agency, and the files they share. Contract: docs/portal.md.

-- Partial payments from the portal only when the agency allows them.
INSERT INTO app_settings (key, value) VALUES ('payments.allow_partial', 'false')
ON CONFLICT (key) DO NOTHING;

-- One row per successful charge: which provider took the money and its reference. The payment
-- itself is an ordinary row of `payments` (method `card`), recorded as an admin's would be.
CREATE TABLE portal_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9_]*$'),
  reference text NOT NULL CHECK (reference <> '' AND char_length(reference) <= 200),
  -- What the provider was given: the same key for the same invoice state never charges twice.
  idempotency_key text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  paid_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX portal_charges_invoice_idx ON portal_charges (invoice_id);

-- One conversation per client, optionally per project.
CREATE TABLE portal_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  author_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  author_role text NOT NULL CHECK (author_role IN ('client', 'agency')),
  body text NOT NULL CHECK (btrim(body) <> '' AND char_length(body) <= 5000),
  -- An object of client-files, under the client's folder (checked by the server).
  attachment_path text NULL CHECK (attachment_path LIKE client_id::text || '/%'),
  -- When the other side read it.
  read_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX portal_messages_client_idx ON portal_messages (client_id, created_at, id);

-- What the portal knows of a client's file beyond the object: its project and display name.
CREATE TABLE portal_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  -- The object's path in client-files, always in the client's folder.
  path text NOT NULL UNIQUE CHECK (path LIKE client_id::text || '/%'),
  name text NOT NULL CHECK (name <> '' AND octet_length(name) <= 255),
  size bigint NOT NULL CHECK (size >= 0),
  content_type text NOT NULL,
  uploaded_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX portal_files_client_idx ON portal_files (client_id, created_at);
