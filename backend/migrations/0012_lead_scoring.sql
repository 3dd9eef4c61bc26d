-- Lead scoring (issue 12, docs/automation.md#lead-scoring): saving the criteria re-scores every
-- lead in a background run, and each score a run changes keeps its old value.

-- One re-scoring of every lead: queued (saved, no job yet) → running → done, or superseded by
-- a later save. Progress is done of total; a retried job resumes after cursor_lead_id.
CREATE TABLE scoring_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'done', 'superseded')),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  changed integer NOT NULL DEFAULT 0 CHECK (changed >= 0),
  -- Leads are scored in id order; the last one a committed batch scored.
  cursor_lead_id uuid NULL,
  -- NULL once the admin's account is gone.
  requested_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz NULL,
  finished_at timestamptz NULL
);

CREATE INDEX scoring_runs_created_at_idx ON scoring_runs (created_at);
-- At most one run waits or goes at a time: a save supersedes the one before it.
CREATE UNIQUE INDEX scoring_runs_current_idx ON scoring_runs ((status IN ('queued', 'running')))
  WHERE status IN ('queued', 'running');

CREATE TABLE lead_score_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  old_score smallint NOT NULL CHECK (old_score BETWEEN 0 AND 100),
  new_score smallint NOT NULL CHECK (new_score BETWEEN 0 AND 100),
  run_id uuid NULL REFERENCES scoring_runs (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_score_history_lead_idx ON lead_score_history (lead_id, changed_at);
