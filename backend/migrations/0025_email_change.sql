-- A signed-in user's request to sign in with another e-mail (docs/auth.md, "Changing the
-- e-mail"): it takes effect when the link e-mailed to the new address is opened. Only the
-- link's token hash is kept; a newer request, or the change itself, ends the older ones.
CREATE TABLE email_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(btrim(new_email)) AND new_email <> ''),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL
);

CREATE INDEX email_change_requests_open_idx ON email_change_requests (user_id)
  WHERE used_at IS NULL;
