-- Notifications (issue 6): what real events raise for each user, read in the header's bell.
-- Contract: docs/notifications.md.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Each user sees and changes only their own.
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('success', 'warning', 'error', 'info')),
  title text NOT NULL CHECK (btrim(title) <> ''),
  message text NOT NULL DEFAULT '',
  -- A path of the site, never another origin ("//host" included).
  action_url text NULL CHECK (action_url ~ '^/([^/\\]|$)'),
  read_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Overdue is derived from the date, so no event raises it: get_notifications does, once per
-- invoice, and this row remembers that it did.
CREATE TABLE invoice_overdue_notices (
  invoice_id uuid PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
