-- The client portal's records (issue 14): deliverables a client approves or sends back, and the
-- reason a proposal was declined (before this it was dropped). Contract: docs/portal.md and
-- docs/records.md.

CREATE TABLE project_deliverables (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The milestone it belongs to, when it has one; a milestone removed from the project leaves
  -- the deliverable standing.
  milestone_id uuid NULL REFERENCES project_milestones (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  description text NULL CHECK (char_length(description) <= 5000),
  -- A storage object of the bucket `client-files`, under the project's client id.
  file_path text NULL CHECK (char_length(file_path) <= 1024),
  -- draft: the agency's only; awaiting_approval: shown to the client, who approves it or asks
  -- for changes; changes_requested goes back to awaiting_approval when submitted again.
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'awaiting_approval', 'approved', 'changes_requested')),
  submitted_at timestamptz NULL,
  responded_at timestamptz NULL,
  -- The client's words with the answer; required when asking for changes.
  client_comment text NULL CHECK (char_length(client_comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR submitted_at IS NOT NULL),
  CHECK (status <> 'changes_requested' OR client_comment IS NOT NULL)
);

CREATE INDEX project_deliverables_project_idx ON project_deliverables (project_id, created_at);

ALTER TABLE proposals
  ADD COLUMN decline_reason text NULL CHECK (char_length(decline_reason) <= 1000);
