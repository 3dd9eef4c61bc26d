-- Each admin's private iCalendar feed (docs/notifications.md, "Calendar feed"): the URL
-- `/calendar/v1/feeds/<token>.ics` that Google Calendar, Outlook and Apple Calendar subscribe
-- to. One link per admin, created on demand; only the SHA-256 of its token is kept, so the URL
-- is shown once, when it is made. A new link replaces the row; revoking deletes it, and the
-- old URL answers 404 at once.

CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
