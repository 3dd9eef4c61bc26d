-- The agency's calendar (spec §3 Calendar event): meetings, calls, presentations and
-- deadlines an admin plans. Project milestones and invoice due dates are not copied here:
-- get_events reads them from their own tables as read-only deadlines.
-- Contract: docs/notifications.md, "calendar".

CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  event_date date NOT NULL,
  -- A wall-clock time of the agency, minutes only (HH:MM).
  event_time time(0) NOT NULL CHECK (extract(second FROM event_time) = 0),
  type text NOT NULL DEFAULT 'meeting'
    CHECK (type IN ('meeting', 'deadline', 'call', 'presentation')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'done', 'cancelled')),
  description text NULL CHECK (char_length(description) <= 5000),
  -- An event outlives the client or project it was about.
  client_id uuid NULL REFERENCES clients (id) ON DELETE SET NULL,
  project_id uuid NULL REFERENCES projects (id) ON DELETE SET NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX calendar_events_date_idx ON calendar_events (event_date, event_time);
CREATE INDEX calendar_events_client_idx ON calendar_events (client_id);
CREATE INDEX calendar_events_project_idx ON calendar_events (project_id);

-- The month view reads open milestones by due date.
CREATE INDEX project_milestones_due_idx ON project_milestones (due_date) WHERE NOT is_done;
