-- A language per client and per lead (docs/records.md, docs/email.md "Languages"): the e-mails,
-- PDFs and portal of a client or lead are in it. The agency's default language (site setting
-- `agency.default_language`, else `agency.locale`, else English) is only what a new client or
-- lead gets when none is given, and what the existing ones start with.

CREATE FUNCTION agency_default_language() RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(
      (SELECT value #>> '{}' FROM app_settings
        WHERE key = 'agency.default_language' AND value #>> '{}' IN ('en', 'fr')),
      (SELECT value #>> '{}' FROM app_settings
        WHERE key = 'agency.locale' AND value #>> '{}' IN ('en', 'fr')),
      'en')
  $$;

ALTER TABLE clients ADD COLUMN language text NULL CHECK (language IN ('en', 'fr'));
UPDATE clients SET language = agency_default_language();
ALTER TABLE clients
  ALTER COLUMN language SET DEFAULT agency_default_language(),
  ALTER COLUMN language SET NOT NULL;

ALTER TABLE leads ADD COLUMN language text NULL CHECK (language IN ('en', 'fr'));
UPDATE leads SET language = agency_default_language();
ALTER TABLE leads
  ALTER COLUMN language SET DEFAULT agency_default_language(),
  ALTER COLUMN language SET NOT NULL;
