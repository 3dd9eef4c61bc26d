-- The client portal's access (issue 14, docs/portal.md): who was invited and when, whose
-- access was revoked, the client's e-mail preference, and which unlinked client accounts have
-- already asked for access (so the agency is told once per account, not once per request).

ALTER TABLE clients
  -- The last "Invite to portal"; the portal status is "invited" until the account signs in.
  ADD COLUMN portal_invited_at timestamptz NULL,
  -- Set by "Revoke portal access", cleared by the next invitation or link.
  ADD COLUMN portal_revoked_at timestamptz NULL,
  -- The client's own choice in the portal's profile: e-mails about the agency's actions.
  ADD COLUMN notify_email boolean NOT NULL DEFAULT true;

-- A client account that signed in without a linked client record: the admins were notified
-- at its first request. A revoked account gets a row too, so it does not ask again.
CREATE TABLE portal_access_requests (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now()
);
