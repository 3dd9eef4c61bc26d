-- Issue 15 (email): the agency's own wording of each e-mail, and what the outbox keeps about a
-- message beyond its text (which template and language made it, extra headers such as
-- List-Unsubscribe, the message it was resent from).

-- An override of a built-in template in one language; no row = the built-in text. "Reset to
-- default" deletes the row. Keys are checked in code, where the templates and their variables
-- are declared, so a new template needs no migration.
CREATE TABLE email_templates (
  key text NOT NULL CHECK (key <> ''),
  locale text NOT NULL CHECK (locale IN ('en', 'fr')),
  subject text NOT NULL CHECK (btrim(subject) <> ''),
  body text NOT NULL CHECK (btrim(body) <> ''),
  updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, locale)
);

ALTER TABLE email_outbox
  -- Extra header lines, name → value (e.g. List-Unsubscribe); NULL for none.
  ADD COLUMN headers jsonb NULL CHECK (headers IS NULL OR jsonb_typeof(headers) = 'object'),
  ADD COLUMN template_key text NULL,
  ADD COLUMN locale text NULL,
  -- A sent message resent is copied into a new row that points at the original.
  ADD COLUMN resent_from uuid NULL REFERENCES email_outbox (id) ON DELETE SET NULL;

-- The outbox page lists newest first and filters by template.
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC);
CREATE INDEX email_outbox_template_idx ON email_outbox (template_key, created_at DESC);
