-- Issue 30's leftovers.
--
-- A newsletter subscriber's language (docs/marketing.md "Newsletter"): the language of the page
-- they subscribed from; their e-mails (confirmation, welcome, each issue's frame) are written in
-- it. NULL for those who subscribed before: the agency's default language.
ALTER TABLE newsletter_subscribers
  ADD COLUMN language text NULL CHECK (language IN ('en', 'fr'));

-- A project template's invoicing rule (docs/automation.md "project-templates"): use_template's
-- default `rule_id` and `rule_steps`, and the rule a proposal's acceptance attaches to the
-- project it makes from the template. delete_rule refuses a rule a live template names (409);
-- an archived template's rule is cleared with the rule.
ALTER TABLE project_templates
  ADD COLUMN rule_id uuid NULL REFERENCES invoice_rules (id) ON DELETE SET NULL,
  -- [{step, at}] as use_template's rule_steps: `at` 'start', 'completion' or a task number.
  ADD COLUMN rule_steps jsonb NULL
    CHECK (rule_steps IS NULL OR jsonb_typeof(rule_steps) = 'array');

CREATE INDEX project_templates_rule_idx ON project_templates (rule_id);
