-- Lead engagement from first-party signals, fading engagement points, and failed scoring runs
-- (issue 12, docs/automation.md#lead-scoring, docs/leads.md#scoring).

-- How many pages the visitor viewed on the day they sent the form, counted from page_views by
-- the visitor hash of that day. Only the count is kept: never the hash, the IP or the user agent.
ALTER TABLE leads
  ADD COLUMN pages_viewed integer NOT NULL DEFAULT 0 CHECK (pages_viewed >= 0);

-- An engagement criterion's points may fade linearly to 0 over this many days after the lead's
-- last activity; NULL keeps them. Other categories never fade.
ALTER TABLE scoring_criteria
  ADD COLUMN decay_days integer NULL CHECK (decay_days BETWEEN 1 AND 365),
  ADD CONSTRAINT scoring_criteria_decay_engagement_check
    CHECK (decay_days IS NULL OR category = 'engagement');

-- A run whose job failed for good (retries exhausted) ends `failed` with the error it died of.
ALTER TABLE scoring_runs
  DROP CONSTRAINT scoring_runs_status_check,
  ADD CONSTRAINT scoring_runs_status_check
    CHECK (status IN ('queued', 'running', 'done', 'superseded', 'failed')),
  ADD COLUMN error text NULL CHECK (char_length(error) <= 2000);

-- The seeded engagement criterion learns the new fact, on installs where it is still exactly as
-- seeded (an edited one is the admin's and is left alone). Every lead has 0 pages here, so no
-- stored score changes.
UPDATE scoring_criteria
SET conditions = conditions || '[
  {"label": "Visited 3+ pages before the form", "points": 4, "when": {"pages_viewed": {"min": 3}}}
]'::jsonb
WHERE key = 'engagement' AND conditions = '[
  {"label": "Used the estimator", "points": 10, "when": {"source": {"in": ["estimator"]}}},
  {"label": "Detailed message (200+ characters)", "points": 8, "when": {"notes_length": {"min": 200}}},
  {"label": "Short message (40-199 characters)", "points": 4, "when": {"notes_length": {"min": 40, "max": 199}}},
  {"label": "Left a phone number", "points": 4, "when": {"has_phone": true}},
  {"label": "Named the project type", "points": 4, "when": {"has_project_type": true}},
  {"label": "Came from a campaign", "points": 4, "when": {"has_campaign": true}}
]'::jsonb;
