-- From proposal to signed and paid in one visit (docs/records.md "Proposals", docs/portal.md
-- "The proposal flow"): a proposal carries the contract template the client signs after
-- accepting, a deposit (a percentage of the total or an amount) and the project it starts
-- from (an existing project of the client, or a project template). The client's signed
-- acceptance in the portal is kept as evidence, in the column kinds of contract_signers.

ALTER TABLE proposals
  ADD COLUMN contract_template_id uuid NULL REFERENCES contract_templates (id) ON DELETE SET NULL,
  ADD COLUMN deposit_percent integer NULL CHECK (deposit_percent BETWEEN 1 AND 100),
  ADD COLUMN deposit_cents bigint NULL CHECK (deposit_cents >= 1),
  ADD COLUMN project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  ADD COLUMN project_template_id uuid NULL REFERENCES project_templates (id) ON DELETE SET NULL,
  ADD CONSTRAINT proposals_one_deposit_check
    CHECK (deposit_percent IS NULL OR deposit_cents IS NULL),
  ADD CONSTRAINT proposals_one_project_source_check
    CHECK (project_id IS NULL OR project_template_id IS NULL);

CREATE INDEX proposals_project_idx ON proposals (project_id);

CREATE TABLE proposal_acceptances (
  proposal_id uuid PRIMARY KEY REFERENCES proposals (id) ON DELETE CASCADE,
  signature_type text NOT NULL CHECK (signature_type IN ('typed', 'drawn')),
  -- A typed name or a PNG data URL of the drawn signature (at most ~150 kB).
  signature_value text NOT NULL CHECK (octet_length(signature_value) <= 200000),
  -- The typed name; null for a drawn signature.
  signed_name text NULL CHECK (char_length(signed_name) <= 200),
  -- The sentence the client agreed to, as shown (PROPOSAL_CONSENT_TEXT, in English).
  consent_text text NOT NULL CHECK (btrim(consent_text) <> ''),
  ip text NULL,
  user_agent text NULL CHECK (char_length(user_agent) <= 1000),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  accepted_by uuid NULL REFERENCES users (id) ON DELETE SET NULL
);

-- The deposit invoice issued when the proposal was accepted: the flow reads it, and pay_invoice
-- refuses it until the proposal's contract is signed.
ALTER TABLE invoices
  ADD COLUMN deposit_for_proposal_id uuid NULL UNIQUE REFERENCES proposals (id) ON DELETE SET NULL;
