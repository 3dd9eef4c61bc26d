-- Settings (issue 15, docs/settings.md "Time zone"): the calendar day SQL compares dates with is
-- the agency's (setting `agency.time_zone`), as the server's code already does
-- (`agencyToday`, backend/src/db/agency-time.ts), not the session's UTC `current_date`. An
-- invoice turns overdue, and a proposal expires, when the agency's day is past its date, so
-- the overdue state, the reminder run and the dashboard agree.

-- The agency's calendar day now. A missing setting, or one that is not a text, reads as UTC;
-- a zone this server's time zone database does not know (the settings page checks against the
-- runtime's list, which can be newer) falls back to UTC instead of failing the query. STABLE:
-- callers write `(SELECT agency_today())` so a statement reads it once, not once per row.
CREATE FUNCTION agency_today() RETURNS date
LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT value #>> '{}' INTO zone
  FROM app_settings
  WHERE key = 'agency.time_zone' AND jsonb_typeof(value) = 'string';
  RETURN (now() AT TIME ZONE coalesce(zone, 'UTC'))::date;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN (now() AT TIME ZONE 'UTC')::date;
END;
$$;

-- As in 0004, with the agency's day in place of current_date (same columns, same order).
CREATE OR REPLACE VIEW invoice_states AS
SELECT
  i.*,
  CASE WHEN i.status = 'cancelled' THEN 0 ELSE i.total_cents - i.amount_paid_cents END
    AS balance_cents,
  CASE
    WHEN i.status = 'sent' AND i.due_date < (SELECT agency_today())
      AND i.amount_paid_cents < i.total_cents
      THEN 'overdue'
    ELSE i.status
  END AS effective_status
FROM invoices i;
