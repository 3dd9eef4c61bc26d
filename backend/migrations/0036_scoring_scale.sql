-- Issue 28: a criterion's condition points are shares of its weight. `points_scale` is the
-- weight the points are written against: a condition earns points × weight ÷ points_scale, so
-- raising Budget from 25 to 40 makes its "≥ $50,000 → 25" worth 40, and the best lead still
-- scores 100. NULL: the weight itself (every criterion until a save changes its weight, which
-- pins the scale first). Contract: docs/leads.md "Scoring".
ALTER TABLE scoring_criteria
  ADD COLUMN points_scale integer NULL CHECK (points_scale BETWEEN 1 AND 100);
