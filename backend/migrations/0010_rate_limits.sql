-- Sliding-window rate limits (the auth limits, docs/auth.md#rate-limits), kept in the database
-- so every backend process on it counts together and the counts outlive a restart. One row per
-- (bucket, subject), e.g. ('login:account', <e-mail>): the times of its counted events still in
-- the window, at most the limit's worth. `rate_limit_counters` (0003) stays the fixed-window
-- store of public leads and page views. Code: backend/src/db/rate-limit.ts.

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  subject text NOT NULL,
  hit_times timestamptz[] NOT NULL,
  -- When the newest event leaves the window: from then on the row counts nothing and is swept.
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, subject)
);

CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at);
