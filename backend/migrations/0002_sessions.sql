-- Accounts, sessions and password resets (docs/auth.md).

ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz NULL;

-- One row per sign-in. Access tokens carry its id (session_id claim) and every authenticated
-- request checks that it is not revoked: signing out ends the session everywhere at once.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz NULL,
  revoked_at timestamptz NULL,
  revoked_reason text NULL,
  ip text NULL,
  user_agent text NULL
);

CREATE INDEX auth_sessions_live_user_idx ON auth_sessions (user_id) WHERE revoked_at IS NULL;

-- The refresh tokens of a session (its "family"); each is used once, then replaced. Only a
-- SHA-256 of the token is stored.
CREATE TABLE auth_refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL
);

CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

-- Single-use, expiring password-reset links; only a SHA-256 of the token is stored.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL
);

CREATE INDEX password_reset_tokens_open_idx ON password_reset_tokens (user_id)
  WHERE used_at IS NULL;
