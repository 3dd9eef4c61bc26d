-- Leads (spec §3, §4), their status history, the data-driven scoring criteria (spec §9) and a
-- generic fixed-window rate-limit counter (public lead creation is its first user).

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  -- Stored normalised like users.email, so the 24 h duplicate check is a plain equality.
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  phone text NULL,
  company text NULL,
  company_size text NULL,
  source text NOT NULL CHECK (source IN ('direct', 'estimator', 'referral', 'campaign', 'manual')),
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'qualified', 'proposal', 'converted', 'lost')),
  project_type text NULL,
  -- US dollars, the lower bound of the form's range.
  budget integer NULL CHECK (budget >= 0),
  timeline text NULL,
  notes text NULL,
  -- Written by the scoring on every create and update; the grade is derived from it on read.
  score smallint NOT NULL DEFAULT 0 CHECK (score BETWEEN 0 AND 100),
  utm_source text NULL,
  utm_medium text NULL,
  utm_campaign text NULL,
  utm_term text NULL,
  utm_content text NULL,
  -- Set when the lead becomes a client; the clients table comes with its own issue.
  converted_client_id uuid NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- get_leads sorts by these (id breaks ties) and filters status and grade (a score range);
-- create_lead looks up the same e-mail within the last 24 hours.
CREATE INDEX leads_created_at_idx ON leads (created_at, id);
CREATE INDEX leads_updated_at_idx ON leads (updated_at, id);
CREATE INDEX leads_score_idx ON leads (score, id);
CREATE INDEX leads_status_created_at_idx ON leads (status, created_at);
CREATE INDEX leads_email_created_at_idx ON leads (email, created_at);

CREATE TABLE lead_status_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- NULL on the row written when the lead is created.
  from_status text NULL,
  to_status text NOT NULL,
  -- NULL when a visitor created the lead, or the admin's account is gone.
  changed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_status_history_lead_idx ON lead_status_history (lead_id, changed_at);

-- Each criterion scores one aspect of a lead from its conditions (rules as data, see
-- docs/leads.md); a lead's score is the sum over active criteria, normalised to 0-100.
CREATE TABLE scoring_criteria (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z][a-z0-9_]*$'),
  name text NOT NULL,
  category text NOT NULL
    CHECK (category IN ('firmographic', 'behavioral', 'engagement', 'demographic')),
  weight integer NOT NULL CHECK (weight BETWEEN 0 AND 100),
  -- best: the highest-scoring matching condition counts; sum: every matching one adds up.
  combine text NOT NULL DEFAULT 'best' CHECK (combine IN ('best', 'sum')),
  conditions jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(conditions) = 'array'),
  is_active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The spec's weights (§9): budget 25, timeline 20, company size 15, engagement 20, source 10,
-- e-mail 10 — 100 in all.
INSERT INTO scoring_criteria (key, name, category, weight, combine, position, conditions) VALUES
('budget', 'Budget', 'firmographic', 25, 'best', 1, '[
  {"label": "$50,000 or more", "points": 25, "when": {"budget": {"min": 50000}}},
  {"label": "$25,000 to $49,999", "points": 20, "when": {"budget": {"min": 25000}}},
  {"label": "$10,000 to $24,999", "points": 15, "when": {"budget": {"min": 10000}}},
  {"label": "$5,000 to $9,999", "points": 10, "when": {"budget": {"min": 5000}}},
  {"label": "Under $5,000", "points": 4, "when": {"budget": {"min": 0}}}
]'),
('timeline', 'Timeline', 'behavioral', 20, 'best', 2, '[
  {"label": "As soon as possible", "points": 20, "when": {"timeline": {"in": ["asap"]}}},
  {"label": "Within 1 to 3 months", "points": 16, "when": {"timeline": {"in": ["oneToThree"]}}},
  {"label": "Within 3 to 6 months", "points": 10, "when": {"timeline": {"in": ["threeToSix"]}}},
  {"label": "Flexible", "points": 6, "when": {"timeline": {"in": ["flexible"]}}}
]'),
('company_size', 'Company size', 'firmographic', 15, 'best', 3, '[
  {"label": "More than 200 people", "points": 15, "when": {"company_size": {"in": ["201-1000", "1000+"]}}},
  {"label": "51 to 200 people", "points": 12, "when": {"company_size": {"in": ["51-200"]}}},
  {"label": "11 to 50 people", "points": 9, "when": {"company_size": {"in": ["11-50"]}}},
  {"label": "1 to 10 people", "points": 5, "when": {"company_size": {"in": ["1-10"]}}},
  {"label": "Size not given: company named, business e-mail", "points": 8, "when": {"company_size": null, "has_company": true, "email_type": {"in": ["business"]}}},
  {"label": "Size not given: company named", "points": 5, "when": {"company_size": null, "has_company": true}},
  {"label": "Size not given: business e-mail", "points": 3, "when": {"company_size": null, "email_type": {"in": ["business"]}}}
]'),
('engagement', 'Engagement', 'engagement', 20, 'sum', 4, '[
  {"label": "Used the estimator", "points": 10, "when": {"source": {"in": ["estimator"]}}},
  {"label": "Detailed message (200+ characters)", "points": 8, "when": {"notes_length": {"min": 200}}},
  {"label": "Short message (40-199 characters)", "points": 4, "when": {"notes_length": {"min": 40, "max": 199}}},
  {"label": "Left a phone number", "points": 4, "when": {"has_phone": true}},
  {"label": "Named the project type", "points": 4, "when": {"has_project_type": true}},
  {"label": "Came from a campaign", "points": 4, "when": {"has_campaign": true}}
]'),
('source', 'Source', 'behavioral', 10, 'best', 5, '[
  {"label": "Referral", "points": 10, "when": {"source": {"in": ["referral"]}}},
  {"label": "Estimator", "points": 8, "when": {"source": {"in": ["estimator"]}}},
  {"label": "Campaign", "points": 6, "when": {"source": {"in": ["campaign"]}}},
  {"label": "Entered by the agency", "points": 5, "when": {"source": {"in": ["manual"]}}},
  {"label": "Direct", "points": 4, "when": {"source": {"in": ["direct"]}}}
]'),
('email', 'E-mail', 'demographic', 10, 'best', 6, '[
  {"label": "Business domain", "points": 10, "when": {"email_type": {"in": ["business"]}}},
  {"label": "Free mailbox", "points": 4, "when": {"email_type": {"in": ["free"]}}}
]');

-- Fixed-window counters: one row per (bucket, subject), e.g. ('create_lead', <client IP>).
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  subject text NOT NULL,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, subject)
);

CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_started_at);
