-- Content (issue 15, docs/content.md): the public site's words per page and language. A page
-- has at most one draft; each publish is a numbered revision, and the newest revision is what
-- the site shows (the bundled seed while there is none). Authors are kept by name and e-mail
-- as they were at publish time, so a revision still says who published it after the account
-- changed or went.

CREATE TABLE content_drafts (
  page text NOT NULL CHECK (page IN ('home', 'services', 'estimator', 'privacy', 'terms')),
  locale text NOT NULL CHECK (locale IN ('en', 'fr')),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (page, locale)
);

CREATE TABLE content_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page text NOT NULL CHECK (page IN ('home', 'services', 'estimator', 'privacy', 'terms')),
  locale text NOT NULL CHECK (locale IN ('en', 'fr')),
  version integer NOT NULL CHECK (version > 0),
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  author_name text NULL,
  author_email text NULL,
  UNIQUE (page, locale, version)
);

-- One pending publication per page and language: scheduling again replaces it. The
-- `content.publish` job publishes the draft of every row that has come due.
CREATE TABLE content_schedules (
  page text NOT NULL CHECK (page IN ('home', 'services', 'estimator', 'privacy', 'terms')),
  locale text NOT NULL CHECK (locale IN ('en', 'fr')),
  publish_at timestamptz NOT NULL,
  scheduled_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page, locale)
);

CREATE INDEX content_schedules_due_idx ON content_schedules (publish_at);

-- Preview links: only the SHA-256 of the token is kept; the link shows the page's drafts to
-- anyone holding it until it expires.
CREATE TABLE content_preview_tokens (
  token_hash text PRIMARY KEY,
  page text NOT NULL CHECK (page IN ('home', 'services', 'estimator', 'privacy', 'terms')),
  expires_at timestamptz NOT NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
