-- A proposal e-mail's link signs its client in (docs/portal.md "Opening a proposal by its
-- link", docs/auth.md "Proposal links"): an unguessable token per sent proposal, of which only
-- the SHA-256 is kept. Each use starts a session and ends the one its previous use started, so
-- one link keeps at most one live session; it stops working when it expires, when a newer link
-- for the proposal replaces it, or when the client's portal access is revoked after it was made.

CREATE TABLE proposal_access_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  proposal_id uuid NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL,
  -- The session the last use started (ended by the next use).
  session_id uuid NULL REFERENCES auth_sessions (id) ON DELETE SET NULL,
  last_used_at timestamptz NULL,
  use_count integer NOT NULL DEFAULT 0 CHECK (use_count >= 0)
);

CREATE INDEX proposal_access_links_proposal_idx ON proposal_access_links (proposal_id);
CREATE INDEX proposal_access_links_client_idx ON proposal_access_links (client_id);
