-- E-mail alerts for admins (docs/notifications.md "E-mail alerts", issue 33). Each admin chooses,
-- per kind of event, an e-mail at once (`instant`), a line in the daily digest (`digest`) or
-- nothing (`off`). Only choices that differ from the defaults need a row, but saving writes them
-- all; the defaults live in shared/src/contract/alerts.ts.
CREATE TABLE alert_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('instant', 'digest', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- One digest per admin per agency day: the row is inserted in the same transaction as the
-- digest's outbox row, and the unique key (not timing) decides when two backends run the job
-- at once. `covered_until` is where the next digest starts.
CREATE TABLE admin_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  agency_day date NOT NULL,
  covered_until timestamptz NOT NULL,
  events integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, agency_day)
);
