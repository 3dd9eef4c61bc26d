-- Payment reminders (issue 12, "Auto Invoicing"): e-mails to the client before, on and after an
-- invoice's due date, sent once per step and stopping when it is paid. The agency-wide policy
-- is in app_settings (invoice.reminders.policy / invoice.reminders.enabled, defaults in code).
-- Contract: docs/automation.md, "Payment reminders".

-- A rule's own policy, [{when, days}] as the contract checks it; null: the agency-wide one.
ALTER TABLE invoice_rules
  ADD COLUMN reminders jsonb NULL
  CHECK (reminders IS NULL OR jsonb_typeof(reminders) = 'array');

-- One row per step an invoice has passed: 'sent' with its e-mail, or 'skipped' when a later
-- step was due at the same time (one e-mail, not a burst) or fell before the issue date.
-- UNIQUE (invoice_id, step_key) is what makes a step go out once, however often the sweep runs.
CREATE TABLE invoice_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  -- before:<days>, on:0, after:<days>
  step_key text NOT NULL CHECK (step_key ~ '^(before|on|after):[0-9]{1,2}$'),
  status text NOT NULL CHECK (status IN ('sent', 'skipped')),
  -- The day the sweep ran for (its as_of).
  as_of date NOT NULL,
  sent_at timestamptz NULL,
  -- The outbox row of the e-mail; kept null if the outbox is ever pruned.
  email_id uuid NULL REFERENCES email_outbox (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (invoice_id, step_key),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
