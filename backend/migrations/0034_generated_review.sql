-- Issue 28: generated invoices wait for review. The two seeded rules (0013) sent every invoice
-- they generated at once; a rule still exactly as seeded, and never edited since, now makes
-- drafts that an admin approves (invoice-automation#approve_generated). A rule an agency set up
-- itself keeps what it chose. Contract: docs/automation.md "Review first".
UPDATE invoice_rules SET send_mode = 'draft'
WHERE send_mode = 'send' AND updated_at = created_at
  AND name IN ('Milestone billing', 'Monthly retainer');

-- The review queue: generated invoices still in draft, newest first.
CREATE INDEX invoices_draft_idx ON invoices (created_at) WHERE status = 'draft';
