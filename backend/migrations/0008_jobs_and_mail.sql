-- Background jobs and e-mail delivery. The job queue itself (pg-boss) keeps its tables in the
-- `pgboss` schema and migrates them on its own; these are ours.

-- A job sent with a key runs once for that key, ever: the same trigger (an invoice rule's
-- month, a message's delivery attempt) never runs twice, however often it is sent.
CREATE TABLE job_keys (
  key text PRIMARY KEY,
  queue text NOT NULL,
  job_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- E-mail: queued → sending → sent | failed, with the attempts and the last error kept.
ALTER TABLE email_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  ADD COLUMN html text NULL,
  ADD COLUMN reply_to text NULL,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_error text NULL,
  -- When a queued message may be tried (again): now for a new one, later after a refusal.
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Messages the mail drop already wrote out.
UPDATE email_outbox SET status = 'sent' WHERE sent_at IS NOT NULL;

DROP INDEX email_outbox_unsent_idx;
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'queued';
