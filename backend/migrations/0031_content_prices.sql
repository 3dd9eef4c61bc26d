-- Content (issue 15, docs/content.md): the estimator's prices become their own page, `prices`,
-- with ONE document for every language, stored under 'en'. Until now they were part of each
-- language's `estimator` document, so a price had to be changed twice and the two could
-- disagree. The `estimator` rows stay as they are: they are read over the seed, which no
-- longer has `prices`, so their old copy of the prices is simply not read any more.

-- `page` is constrained to the known pages: add `prices`, and keep its rows under 'en'.
ALTER TABLE content_drafts
  DROP CONSTRAINT content_drafts_page_check,
  ADD CONSTRAINT content_drafts_page_check
    CHECK (page IN ('home', 'services', 'estimator', 'prices', 'privacy', 'terms')),
  ADD CONSTRAINT content_drafts_prices_locale_check CHECK (page <> 'prices' OR locale = 'en');

ALTER TABLE content_revisions
  DROP CONSTRAINT content_revisions_page_check,
  ADD CONSTRAINT content_revisions_page_check
    CHECK (page IN ('home', 'services', 'estimator', 'prices', 'privacy', 'terms')),
  ADD CONSTRAINT content_revisions_prices_locale_check CHECK (page <> 'prices' OR locale = 'en');

ALTER TABLE content_schedules
  DROP CONSTRAINT content_schedules_page_check,
  ADD CONSTRAINT content_schedules_page_check
    CHECK (page IN ('home', 'services', 'estimator', 'prices', 'privacy', 'terms')),
  ADD CONSTRAINT content_schedules_prices_locale_check CHECK (page <> 'prices' OR locale = 'en');

ALTER TABLE content_preview_tokens
  DROP CONSTRAINT content_preview_tokens_page_check,
  ADD CONSTRAINT content_preview_tokens_page_check
    CHECK (page IN ('home', 'services', 'estimator', 'prices', 'privacy', 'terms'));

-- The prices the site shows today become version 1 of `prices`: those of the newest English
-- estimator revision (what English visitors see), else of the newest French one; its time and
-- author are kept.
INSERT INTO content_revisions
  (page, locale, version, content, published_at, published_by, author_name, author_email)
SELECT 'prices', 'en', 1, jsonb_build_object('prices', content -> 'prices'),
       published_at, published_by, author_name, author_email
FROM content_revisions
WHERE page = 'estimator' AND jsonb_typeof(content -> 'prices') = 'object'
ORDER BY (locale = 'en') DESC, version DESC
LIMIT 1;

-- Likewise an unpublished estimator draft's prices become the `prices` draft (English first),
-- and a pending publication of that draft schedules the prices at the same time, so prices
-- edited before this change still go live when they were meant to.
WITH source AS (
  SELECT locale, content -> 'prices' AS prices, updated_at, updated_by
  FROM content_drafts
  WHERE page = 'estimator' AND jsonb_typeof(content -> 'prices') = 'object'
  ORDER BY (locale = 'en') DESC
  LIMIT 1
), copied AS (
  INSERT INTO content_drafts (page, locale, content, updated_at, updated_by)
  SELECT 'prices', 'en', jsonb_build_object('prices', prices), updated_at, updated_by
  FROM source
  RETURNING page
)
INSERT INTO content_schedules (page, locale, publish_at, scheduled_by, created_at)
SELECT 'prices', 'en', schedule.publish_at, schedule.scheduled_by, schedule.created_at
FROM content_schedules AS schedule
JOIN source ON schedule.page = 'estimator' AND schedule.locale = source.locale
WHERE EXISTS (SELECT 1 FROM copied);
