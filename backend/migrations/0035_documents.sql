-- Issue 28: one PDF per document, made once on the server. An issued invoice, a sent proposal
-- and a credit note each have one stored PDF (bucket `documents`), whose SHA-256 is kept here;
-- the admin, the portal and the e-mail serve those bytes. A draft's preview is never stored.
-- Contract: docs/records.md "Documents".
CREATE TABLE issued_documents (
  kind text NOT NULL CHECK (kind IN ('invoice', 'proposal', 'credit_note')),
  record_id uuid NOT NULL,
  path text NOT NULL UNIQUE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size integer NOT NULL CHECK (size > 0),
  filename text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, record_id)
);

-- Files sent with an outbox message: [{"kind": "invoice", "id": "<uuid>"}], the stored PDF of
-- each document, read when the message leaves (docs/email.md "Attachments").
ALTER TABLE email_outbox
  ADD COLUMN attachments jsonb NULL
    CHECK (attachments IS NULL OR jsonb_typeof(attachments) = 'array');
