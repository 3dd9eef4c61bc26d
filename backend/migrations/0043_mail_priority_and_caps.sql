-- Mail priorities (docs/email.md "Priorities and caps"): transactional mail (resets, invitations,
-- signing links, e-mail changes, receipts, documents) leaves before bulk mail (newsletter
-- issues, payment reminders). The priority is derived from the template key when the message is
-- queued (backend/src/mail/mail-policy.ts); the relay picks due messages by priority, then age.
ALTER TABLE email_outbox
  ADD COLUMN priority smallint NOT NULL DEFAULT 10;

-- Existing bulk mail stays bulk.
UPDATE email_outbox SET priority = 0
WHERE template_key IN ('newsletter_issue', 'newsletter_welcome', 'payment_reminder');

DROP INDEX IF EXISTS email_outbox_due_idx;
CREATE INDEX email_outbox_due_idx ON email_outbox (priority DESC, next_attempt_at)
  WHERE status = 'queued';

-- The per-recipient caps (at most N mails of one kind to one address per window) are counted in
-- rate_limit_hits (0010), buckets `mail:<template key>` and `mail-ip:<template key>`, inside the
-- transaction that queues the message: every backend on the database counts together, and a
-- message whose transaction rolls back counts nothing.
