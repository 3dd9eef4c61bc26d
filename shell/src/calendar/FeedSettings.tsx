import { Button, FailureLine, getRuntimeConfig } from '@atelier/shared';
import { getCalendarFeed, revokeCalendarFeed } from '@atelier/shared/data/calendar';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import { feedUrl } from './feed-url';

type Feed = { created_at: string; path: string | null } | null;

/**
 * The admin's private iCalendar link (docs/notifications.md, "Calendar feed"): made when this
 * part is first opened, its URL shown then only (the backend keeps its hash); "Create a new
 * link" replaces it, "Revoke link" ends it at once.
 */
export function FeedSettings() {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const [feed, setFeed] = useState<Feed | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (work: () => Promise<Feed>, done: string | null) => {
    setIsBusy(true);
    setFailed(false);
    setNotice(null);
    try {
      setFeed(await work());
      setNotice(done);
    } catch {
      setFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  const load = async (): Promise<Feed> => {
    const answer = await getCalendarFeed();
    if (!answer.success) throw new Error(answer.error);
    return answer.feed;
  };
  const revoke = async (): Promise<void> => {
    const answer = await revokeCalendarFeed();
    if (!answer.success) throw new Error(answer.error);
  };

  const onOpen = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && feed === undefined && !isBusy) void run(load, null);
  };

  const url = feed?.path
    ? feedUrl(getRuntimeConfig().backendUrl, feed.path, window.location.origin)
    : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice(t('calendar.feed.copied'));
    } catch {
      setNotice(t('calendar.feed.copyFailed'));
    }
  };
  const since = feed
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(feed.created_at),
      )
    : '';

  return (
    <details className={styles.feed} onToggle={onOpen}>
      <summary>{t('calendar.feed.title')}</summary>
      <p className={kitStyles.note}>{t('calendar.feed.intro')}</p>
      {isBusy ? <p className={kitStyles.note}>{t('calendar.loading')}</p> : null}
      {failed ? <FailureLine variant="banner">{t('calendar.feed.failed')}</FailureLine> : null}
      {url ? (
        <div className={styles.feedUrl}>
          <label htmlFor="calendar-feed-url">{t('calendar.feed.url')}</label>
          <input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {t('calendar.feed.copy')}
          </Button>
          <p className={kitStyles.note}>{t('calendar.feed.onlyNow')}</p>
        </div>
      ) : null}
      {feed && !url ? (
        <p className={kitStyles.note}>{t('calendar.feed.exists', { date: since })}</p>
      ) : null}
      {feed === null ? <p className={kitStyles.note}>{t('calendar.feed.none')}</p> : null}
      <div className={styles.feedActions}>
        {feed === null ? (
          <Button size="sm" disabled={isBusy} onClick={() => void run(load, null)}>
            {t('calendar.feed.create')}
          </Button>
        ) : null}
        {feed ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() =>
                void run(async () => {
                  await revoke();
                  return await load();
                }, t('calendar.feed.replaced'))
              }
            >
              {t('calendar.feed.newLink')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={isBusy}
              onClick={() =>
                void run(async () => {
                  await revoke();
                  return null;
                }, t('calendar.feed.revoked'))
              }
            >
              {t('calendar.feed.revoke')}
            </Button>
          </>
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {notice}
      </p>
    </details>
  );
}
