-- First-party page views of the public site (docs/analytics.md). No cookie and no stored
-- identifier: a visitor is a hash of a salt of the day, the IP, the user agent and the site,
-- and the salt lives apart from the views and is replaced every day, so yesterday's hashes
-- cannot be linked to today's (the approach of Plausible and Fathom). IP and user agent are
-- never stored.

CREATE TABLE page_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  path text NOT NULL CHECK (left(path, 1) = '/' AND char_length(path) <= 500),
  -- Only the host of an outside referrer; our own host is dropped.
  referrer_host text NULL CHECK (char_length(referrer_host) <= 253),
  utm_source text NULL CHECK (char_length(utm_source) <= 200),
  utm_medium text NULL CHECK (char_length(utm_medium) <= 200),
  utm_campaign text NULL CHECK (char_length(utm_campaign) <= 200),
  utm_term text NULL CHECK (char_length(utm_term) <= 200),
  utm_content text NULL CHECK (char_length(utm_content) <= 200),
  device_class text NOT NULL CHECK (device_class IN ('mobile', 'tablet', 'desktop')),
  -- sha256 in hex of (salt of the day + IP + user agent + site).
  visitor_hash text NOT NULL CHECK (char_length(visitor_hash) = 64),
  viewed_at timestamptz NOT NULL DEFAULT now()
);

-- get_analytics reads a range of days; the funnel looks for the visitors of one path.
CREATE INDEX page_views_viewed_at_idx ON page_views (viewed_at);
CREATE INDEX page_views_path_viewed_at_idx ON page_views (path, viewed_at);

-- The salt of the current UTC day only: taking today's salt deletes every older one, so a
-- visitor hash can never be recomputed once its day is over.
CREATE TABLE page_view_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
