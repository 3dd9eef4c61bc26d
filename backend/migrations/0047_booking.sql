-- Booking (docs/booking.md, issue 33): the agency's meeting types, its weekly hours (in the
-- agency's time zone, setting `agency.time_zone`), the rules of the public booking page, and
-- the bookings visitors make. Two confirmed bookings never start at the same instant (the
-- partial unique index); overlaps of different lengths and with calendar events are refused by
-- create_booking under an advisory lock (btree_gist is not loaded on PGlite, so no exclusion
-- constraint).

CREATE TABLE booking_meeting_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE
    CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 60),
  name_en text NOT NULL CHECK (btrim(name_en) <> '' AND char_length(name_en) <= 120),
  name_fr text NOT NULL CHECK (btrim(name_fr) <> '' AND char_length(name_fr) <= 120),
  description_en text NULL CHECK (char_length(description_en) <= 1000),
  description_fr text NULL CHECK (char_length(description_fr) <= 1000),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO booking_meeting_types (slug, name_en, name_fr, description_en, description_fr, duration_minutes)
VALUES (
  'consultation',
  'Free 30-minute consultation',
  'Consultation gratuite de 30 minutes',
  'A call to talk about your project: what you need, your timeline and your budget.',
  'Un appel pour parler de votre projet : vos besoins, vos délais et votre budget.',
  30
);

-- Working hours per ISO weekday (Monday = 1), minutes since midnight in the agency's zone; a
-- day without a row is closed; several ranges a day are allowed (no overlap: the contract).
CREATE TABLE booking_hours (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute integer NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (start_minute < end_minute)
);

INSERT INTO booking_hours (weekday, start_minute, end_minute)
SELECT day, 540, 1020 FROM generate_series(1, 5) AS day;

-- One row: the page's rules.
CREATE TABLE booking_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  buffer_minutes integer NOT NULL DEFAULT 15 CHECK (buffer_minutes BETWEEN 0 AND 120),
  min_notice_hours integer NOT NULL DEFAULT 24 CHECK (min_notice_hours BETWEEN 0 AND 720),
  horizon_days integer NOT NULL DEFAULT 30 CHECK (horizon_days BETWEEN 1 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO booking_settings (id) VALUES (true);

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  meeting_type_id uuid NOT NULL REFERENCES booking_meeting_types (id) ON DELETE RESTRICT,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
  email text NOT NULL CHECK (char_length(email) <= 254),
  message text NULL CHECK (char_length(message) <= 2000),
  -- The visitor's IANA zone: their e-mails word the time in it.
  time_zone text NOT NULL CHECK (char_length(time_zone) <= 100),
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  lead_id uuid NULL REFERENCES leads (id) ON DELETE SET NULL,
  calendar_event_id uuid NULL REFERENCES calendar_events (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  -- SHA-256 (hex) of the manage link's token; the token itself is only in the e-mails.
  token_hash text NOT NULL UNIQUE,
  -- The invitation's SEQUENCE (RFC 5545): +1 on each reschedule and on the cancellation.
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz NULL,
  CHECK (ends_at > starts_at),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

-- The database's last word on a double booking: one confirmed booking per start instant.
CREATE UNIQUE INDEX bookings_confirmed_start_key ON bookings (starts_at) WHERE status = 'confirmed';
CREATE INDEX bookings_confirmed_range_idx ON bookings (starts_at, ends_at) WHERE status = 'confirmed';
CREATE INDEX bookings_lead_idx ON bookings (lead_id);

-- A booking's calendar event (a call) names the lead it is with.
ALTER TABLE calendar_events ADD COLUMN lead_id uuid NULL REFERENCES leads (id) ON DELETE SET NULL;
CREATE INDEX calendar_events_lead_idx ON calendar_events (lead_id) WHERE lead_id IS NOT NULL;
