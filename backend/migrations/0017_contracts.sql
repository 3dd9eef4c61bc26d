-- Contracts with e-signature (issue 13), first slice: templates, contracts with their signers,
-- and the append-only audit trail. The contract text is frozen at creation (body holds the
-- clauses with their variables filled). PDFs live in the storage bucket `documents` (0009).
-- Contract: docs/contracts.md.

-- The agency's name, for {{agency.name}} in the contract text.
INSERT INTO app_settings (key, value) VALUES ('agency.name', '"Atelier"')
ON CONFLICT (key) DO NOTHING;

CREATE TABLE contract_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  type text NOT NULL CHECK (type IN ('service', 'maintenance', 'consulting', 'custom')),
  description text NULL CHECK (char_length(description) <= 5000),
  -- Ordered [{title, body}]; bodies hold {{variables}}.
  clauses jsonb NOT NULL CHECK (jsonb_typeof(clauses) = 'array' AND jsonb_array_length(clauses) > 0),
  -- The template's own (custom) variables: [{key, label, default?}]. The record variables
  -- (client.*, project.*, contract.value, today, agency.name) are filled by the server.
  variables jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(variables) = 'array'),
  -- Contracts made from it; kept when it is archived.
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  -- Archived templates are out of every list; the contracts made from them keep their text.
  archived_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contract_templates_live_idx
  ON contract_templates (type, lower(name)) WHERE archived_at IS NULL;

CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE RESTRICT,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  template_id uuid NULL REFERENCES contract_templates (id) ON DELETE SET NULL,
  -- The accepted proposal it came from (a later slice).
  proposal_id uuid NULL REFERENCES proposals (id) ON DELETE SET NULL,
  value_cents bigint NULL CHECK (value_cents >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- [{title, body}] with every variable filled: the text the signers sign.
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
  -- {key: value} of every variable the text used, as filled.
  variables jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(variables) = 'object'),
  -- A decline by any signer ends the contract as `declined` (the reason in declined_reason).
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'sent', 'signed', 'declined', 'expired', 'cancelled')),
  signing_order text NOT NULL DEFAULT 'parallel' CHECK (signing_order IN ('parallel', 'sequential')),
  -- Null on a draft without a chosen date: sending sets it 30 days ahead.
  expires_at timestamptz NULL,
  sent_at timestamptz NULL,
  signed_at timestamptz NULL,
  cancelled_at timestamptz NULL,
  declined_reason text NULL CHECK (char_length(declined_reason) <= 2000),
  -- SHA-256 (hex) of the PDF sent and of the signed PDF with its certificate page.
  original_sha256 text NULL CHECK (original_sha256 ~ '^[0-9a-f]{64}$'),
  final_sha256 text NULL CHECK (final_sha256 ~ '^[0-9a-f]{64}$'),
  -- Keys in the storage bucket `documents`.
  original_path text NULL,
  final_path text NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR sent_at IS NOT NULL OR status = 'cancelled'),
  CHECK (status <> 'signed' OR signed_at IS NOT NULL),
  CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL)
);

CREATE INDEX contracts_status_idx ON contracts (status, created_at DESC);
CREATE INDEX contracts_client_idx ON contracts (client_id, created_at DESC);
CREATE INDEX contracts_project_idx ON contracts (project_id);
CREATE INDEX contracts_template_idx ON contracts (template_id);
CREATE UNIQUE INDEX contracts_final_sha256_idx ON contracts (final_sha256);

CREATE TABLE contract_signers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  role text NULL CHECK (char_length(role) <= 100),
  -- Signing order, from 1; sequential signing e-mails position n + 1 once n has signed.
  position integer NOT NULL CHECK (position BETWEEN 1 AND 100),
  -- SHA-256 of the signer's link token, set when the contract is sent; the token itself is
  -- never stored, so nobody (the agency included) can read a signer's link back.
  token_hash text NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'viewed', 'signed', 'declined')),
  sent_at timestamptz NULL,
  viewed_at timestamptz NULL,
  signed_at timestamptz NULL,
  declined_at timestamptz NULL,
  decline_reason text NULL CHECK (char_length(decline_reason) <= 2000),
  signature_type text NULL CHECK (signature_type IN ('typed', 'drawn')),
  -- A typed name or a PNG data URL of the drawn signature (at most ~150 kB).
  signature_value text NULL CHECK (octet_length(signature_value) <= 200000),
  ip text NULL,
  user_agent text NULL CHECK (char_length(user_agent) <= 1000),
  reminders_sent integer NOT NULL DEFAULT 0 CHECK (reminders_sent BETWEEN 0 AND 5),
  last_reminded_at timestamptz NULL,
  UNIQUE (contract_id, email),
  CHECK (status <> 'signed' OR (signed_at IS NOT NULL AND signature_type IS NOT NULL
                                AND signature_value IS NOT NULL))
);

CREATE INDEX contract_signers_contract_idx ON contract_signers (contract_id, position);

-- The evidence: one row per event, never changed or removed (the trigger below refuses it).
-- A contract with entries cannot be deleted either, so no action deletes contracts.
CREATE TABLE contract_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE RESTRICT,
  signer_id uuid NULL REFERENCES contract_signers (id) ON DELETE RESTRICT,
  event text NOT NULL CHECK (event IN (
    'created', 'sent', 'email_delivered', 'link_opened', 'viewed', 'signed', 'declined',
    'reminder_sent', 'expired', 'cancelled', 'downloaded', 'completed')),
  -- Who did it, in words: an admin's name and e-mail, a signer's e-mail, or "system".
  actor text NOT NULL CHECK (char_length(actor) <= 500),
  ip text NULL,
  user_agent text NULL CHECK (char_length(user_agent) <= 1000),
  details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX contract_audit_contract_idx ON contract_audit (contract_id, at, id);

CREATE FUNCTION contract_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_audit is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER contract_audit_append_only
  BEFORE UPDATE OR DELETE ON contract_audit
  FOR EACH ROW EXECUTE FUNCTION contract_audit_append_only();

-- Four plain, professional starting points; the agency edits or archives them.
INSERT INTO contract_templates (name, type, description, clauses, variables) VALUES
  ('Service Agreement', 'service',
   'A fixed-scope project: deliverables, fee, payment schedule, ownership and acceptance.',
   $json$[
     {"title": "Parties", "body": "This Service Agreement is made on {{today}} between {{agency.name}} (the \"Agency\") and {{client.name}} of {{client.company}} (the \"Client\")."},
     {"title": "Services", "body": "The Agency will deliver the project {{project.name}} as described in the accepted proposal and any written change requests agreed by both parties."},
     {"title": "Fee and payment", "body": "The Client will pay a total fee of {{contract.value}}, invoiced as follows: {{payment_terms}}. Invoices are due within 30 days of issue."},
     {"title": "Client responsibilities", "body": "The Client will provide content, access and feedback in good time. Delays caused by missing input move the delivery dates accordingly."},
     {"title": "Acceptance", "body": "Each deliverable is accepted when the Client approves it in writing or raises no material defect within 10 business days of delivery."},
     {"title": "Intellectual property", "body": "On full payment, ownership of the final deliverables passes to the Client. The Agency keeps its pre-existing tools and may show the work in its portfolio unless the Client objects in writing."},
     {"title": "Termination", "body": "Either party may end this agreement with 30 days written notice. The Client pays for work done up to the end date."},
     {"title": "Limitation of liability", "body": "Neither party is liable for indirect or consequential loss. The Agency's total liability is limited to the fees paid under this agreement."}
   ]$json$,
   $json$[{"key": "payment_terms", "label": "Payment schedule", "default": "50% on signature and 50% on delivery"}]$json$),
  ('Maintenance Retainer', 'maintenance',
   'Monthly care of a live site or application: updates, fixes, monitoring and a pool of hours.',
   $json$[
     {"title": "Parties", "body": "This Maintenance Retainer is made on {{today}} between {{agency.name}} (the \"Agency\") and {{client.name}} of {{client.company}} (the \"Client\")."},
     {"title": "Scope", "body": "The Agency maintains {{project.name}}: security and software updates, backups, uptime monitoring and small fixes, up to {{monthly_hours}} hours each month."},
     {"title": "Response times", "body": "The Agency answers a reported fault within {{response_time}}, and starts work on a site outage as soon as it is reported during business hours."},
     {"title": "Fee", "body": "The Client pays {{contract.value}} per month, invoiced in advance at the start of each month. Unused hours do not carry over; extra hours are billed at the agreed rate."},
     {"title": "Term", "body": "The retainer runs month to month from the date of signature. Either party may end it with 30 days written notice."},
     {"title": "Exclusions", "body": "New features, redesigns and third-party outages are outside this retainer and are quoted separately."}
   ]$json$,
   $json$[{"key": "monthly_hours", "label": "Hours included per month", "default": "10"},
          {"key": "response_time", "label": "Response time", "default": "one business day"}]$json$),
  ('Consulting Agreement', 'consulting',
   'Advice and expertise billed by time: scope of advice, rate, confidentiality and independence.',
   $json$[
     {"title": "Parties", "body": "This Consulting Agreement is made on {{today}} between {{agency.name}} (the \"Consultant\") and {{client.name}} of {{client.company}} (the \"Client\")."},
     {"title": "Engagement", "body": "The Consultant will advise the Client on {{engagement_scope}}."},
     {"title": "Fees", "body": "The Client pays {{hourly_rate}} per hour, up to a total of {{contract.value}} unless the Client agrees in writing to more. Time is invoiced monthly and due within 30 days."},
     {"title": "Confidentiality", "body": "The Consultant keeps the Client's business information confidential during and after the engagement and uses it only to perform this agreement."},
     {"title": "Independence", "body": "The Consultant acts as an independent contractor. Nothing in this agreement creates employment, partnership or agency between the parties."},
     {"title": "Termination", "body": "Either party may end the engagement with 14 days written notice. Hours worked until then are payable."}
   ]$json$,
   $json$[{"key": "engagement_scope", "label": "Subject of the advice"},
          {"key": "hourly_rate", "label": "Hourly rate", "default": "USD 150"}]$json$),
  ('Mutual Non-Disclosure Agreement', 'custom',
   'Both parties protect what they share while they discuss working together.',
   $json$[
     {"title": "Parties", "body": "This Mutual Non-Disclosure Agreement is made on {{today}} between {{agency.name}} and {{client.name}} of {{client.company}} (each a \"Party\")."},
     {"title": "Purpose", "body": "The Parties will share confidential information for the purpose of {{purpose}}."},
     {"title": "Confidential information", "body": "Confidential information is any non-public business, technical or financial information a Party discloses, in any form, that is marked confidential or would reasonably be understood to be."},
     {"title": "Obligations", "body": "Each Party uses the other's confidential information only for the purpose above, shares it only with people who need it and are bound by similar duties, and protects it with reasonable care."},
     {"title": "Exceptions", "body": "These obligations do not cover information that is public, already known to the receiving Party, independently developed, or that must be disclosed by law."},
     {"title": "Term", "body": "This agreement lasts {{term_years}} years from the date of signature. On request, each Party returns or destroys the other's confidential information."}
   ]$json$,
   $json$[{"key": "purpose", "label": "Purpose of the discussions", "default": "evaluating a possible business relationship"},
          {"key": "term_years", "label": "Duration in years", "default": "3"}]$json$);
