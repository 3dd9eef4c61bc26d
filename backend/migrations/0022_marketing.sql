-- Marketing (docs/marketing.md): campaigns tagged with UTM parameters, whose visits, leads,
-- clients and revenue are read from page_views, leads, clients and payments; and the
-- newsletter: double opt-in subscribers and the issues sent to them through the outbox.

CREATE TABLE marketing_campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  channel text NOT NULL
    CHECK (channel IN ('email', 'social', 'search', 'display', 'referral', 'event', 'other')),
  start_date date NOT NULL,
  end_date date NULL CHECK (end_date IS NULL OR end_date >= start_date),
  budget_cents bigint NOT NULL DEFAULT 0 CHECK (budget_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  -- Where the UTM link lands on the public site.
  landing_path text NOT NULL DEFAULT '/'
    CHECK (left(landing_path, 1) = '/' AND char_length(landing_path) <= 500),
  utm_source text NULL CHECK (char_length(utm_source) <= 200),
  utm_medium text NULL CHECK (char_length(utm_medium) <= 200),
  utm_campaign text NOT NULL CHECK (char_length(utm_campaign) BETWEEN 1 AND 200),
  utm_term text NULL CHECK (char_length(utm_term) <= 200),
  utm_content text NULL CHECK (char_length(utm_content) <= 200),
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX marketing_campaigns_start_idx ON marketing_campaigns (start_date DESC, id);
-- Attribution looks for the views and leads of one utm_campaign.
CREATE INDEX page_views_utm_campaign_idx ON page_views (utm_campaign, viewed_at)
  WHERE utm_campaign IS NOT NULL;
CREATE INDEX leads_utm_campaign_idx ON leads (utm_campaign) WHERE utm_campaign IS NOT NULL;

-- One row per address (stored lower-case). Only the sha256 of the confirmation token is kept;
-- it is cleared once the address unsubscribes, so an old link cannot subscribe it again.
CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND char_length(email) <= 320),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text NULL UNIQUE CHECK (char_length(confirm_token_hash) = 64),
  confirm_expires_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz NULL,
  unsubscribed_at timestamptz NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_subscribers_status_idx ON newsletter_subscribers (status, created_at);

-- An issue of the newsletter; the sending job queues it a batch a minute until every confirmed
-- subscriber has their delivery, then marks it sent.
CREATE TABLE newsletter_issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 50000),
  status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent')),
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz NULL
);

CREATE INDEX newsletter_issues_sending_idx ON newsletter_issues (created_at) WHERE status = 'sending';

-- One e-mail of an issue to one subscriber, with its outbox row (queued/sent/failed there).
CREATE TABLE newsletter_deliveries (
  issue_id uuid NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  outbox_id uuid NULL REFERENCES email_outbox (id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issue_id, subscriber_id)
);

-- Every newsletter e-mail carries its own unsubscribe link; only the token's sha256 is kept.
CREATE TABLE newsletter_unsubscribe_tokens (
  token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_unsubscribe_tokens_subscriber_idx
  ON newsletter_unsubscribe_tokens (subscriber_id);
