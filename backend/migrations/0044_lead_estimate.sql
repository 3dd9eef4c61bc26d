-- The estimate a visitor saw on the estimator, kept with their lead exactly as sent (issue 32;
-- docs/leads.md): its range in whole US dollars and its pace. All three or none; low <= high.
-- Existing leads have none (their estimate, if any, is only in their notes).
ALTER TABLE leads
  ADD COLUMN estimate_low integer NULL CHECK (estimate_low >= 0),
  ADD COLUMN estimate_high integer NULL CHECK (estimate_high >= 0),
  ADD COLUMN estimate_pace text NULL CHECK (estimate_pace IN ('standard', 'fast', 'rush')),
  ADD CONSTRAINT leads_estimate_whole CHECK (
    (estimate_low IS NULL AND estimate_high IS NULL AND estimate_pace IS NULL)
    OR (estimate_low IS NOT NULL AND estimate_high IS NOT NULL AND estimate_pace IS NOT NULL
        AND estimate_low <= estimate_high)
  );
