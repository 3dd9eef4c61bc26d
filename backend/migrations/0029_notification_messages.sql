-- Notifications as message keys (issue 16): the reader's language words the sentence from a
-- key and its values; title and message keep the English text for older rows and fallbacks.
-- Contract: docs/notifications.md.

ALTER TABLE notifications
  ADD COLUMN message_key text NULL CHECK (message_key ~ '^[a-z][a-z0-9_]{0,63}$'),
  ADD COLUMN params jsonb NULL CHECK (params IS NULL OR jsonb_typeof(params) = 'object'),
  ADD CONSTRAINT notifications_key_with_params CHECK ((message_key IS NULL) = (params IS NULL));
