-- Settings (issue 15, docs/settings.md): who changed a setting last, and accounts an admin
-- deactivated. A deactivated account keeps its history (records it created, invoices it
-- sent) but cannot sign in, and no session of it is accepted any more.

ALTER TABLE app_settings
  ADD COLUMN updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE users
  ADD COLUMN deactivated_at timestamptz NULL,
  ADD COLUMN deactivated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL;

-- The last-super_admin rule counts these on every role change and deactivation.
CREATE INDEX users_active_super_admin_idx ON users (id)
  WHERE role = 'super_admin' AND deactivated_at IS NULL;
