-- Invoicing rules (issue 12, "Auto Invoicing"): how and when a project is invoiced, attached to
-- projects. This slice stores the rules and their attachments; invoice generation, reminders
-- and run_schedules come next and will read these tables.
-- Contract: docs/automation.md, "invoice-automation (rules)".

CREATE TABLE invoice_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  -- milestone: the schedule's shares as milestones are done; percentage: once, when the
  -- condition is met; time: every period of the schedule.
  trigger text NOT NULL CHECK (trigger IN ('milestone', 'percentage', 'time')),
  -- What fires it, in words (e.g. "Project started"); the trigger decides how it is read.
  condition text NULL CHECK (char_length(condition) <= 500),
  amount_type text NOT NULL CHECK (amount_type IN ('percent', 'fixed')),
  -- percent: of the project budget, 0 < x <= 100, two decimals; fixed: whole cents.
  amount numeric(16, 2) NOT NULL CHECK (amount > 0),
  description text NULL CHECK (char_length(description) <= 5000),
  is_active boolean NOT NULL DEFAULT true,
  -- milestone: [{label, percent}] totalling 100; time: {every: 'month', day_of_month 1–28,
  -- amount_cents}; percentage: null. The totals are checked by the contract.
  schedule jsonb NULL,
  -- Payment terms: days from the invoice date to its due date.
  due_days integer NOT NULL DEFAULT 30 CHECK (due_days BETWEEN 0 AND 365),
  -- Whether a generated invoice stays a draft or is sent at once.
  send_mode text NOT NULL DEFAULT 'draft' CHECK (send_mode IN ('draft', 'send')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (amount_type = 'fixed' OR amount <= 100),
  CHECK (amount_type = 'percent' OR amount = trunc(amount)),
  CHECK (
    CASE trigger
      WHEN 'milestone' THEN jsonb_typeof(schedule) = 'array'
      WHEN 'time' THEN jsonb_typeof(schedule) = 'object' AND amount_type = 'fixed'
      ELSE schedule IS NULL
    END
  )
);

-- A rule applies to a project once; deleting a project detaches its rules, while a rule still
-- attached cannot be deleted (delete_rule answers 409; pausing it is the way out).
CREATE TABLE project_invoice_rules (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  rule_id uuid NOT NULL REFERENCES invoice_rules (id) ON DELETE RESTRICT,
  attached_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, rule_id)
);

CREATE INDEX project_invoice_rules_rule_idx ON project_invoice_rules (rule_id);

-- The two rules the product we replace ships with (issue 12).
INSERT INTO invoice_rules
  (name, trigger, condition, amount_type, amount, description, schedule, due_days, send_mode)
VALUES
  ('Milestone billing', 'milestone', 'Project started; milestones done', 'percent', 100,
   'Half at signing, then 25 % and 20 % as the work advances, the last 5 % at launch.',
   '[{"label": "Signing / project start", "percent": 50},
     {"label": "Design approved", "percent": 25},
     {"label": "Development complete", "percent": 20},
     {"label": "Launch", "percent": 5}]',
   14, 'send'),
  ('Monthly retainer', 'time', 'Every month on the 1st', 'fixed', 250000,
   'A $2,500 retainer invoiced on the first day of each month.',
   '{"every": "month", "day_of_month": 1, "amount_cents": 250000}',
   15, 'send');
