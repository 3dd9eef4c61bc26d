import type { AppNotification, NotificationParam } from '../contract/notifications';

/** How an app words a key: its `t` and whether its locale has the key. */
export type NotificationTranslator = {
  t: (key: string, values: Record<string, string>) => string;
  exists: (key: string) => boolean;
  /** The shown language, for `Intl` ('fr', 'en'). */
  language: string;
};

export type NotificationText = { title: string; message: string };

const SEPARATOR = ' · ';

/**
 * Money from cents and currency, a date without time zone drift, a term in the app's words
 * (`notifications.terms.<term>`, else its last part), data as it is.
 */
export function formatNotificationParam(
  param: NotificationParam,
  translator: NotificationTranslator,
): string {
  const { language } = translator;
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return new Intl.NumberFormat(language).format(param);
  if ('term' in param) {
    const key = `notifications.terms.${param.term}`;
    return translator.exists(key) ? translator.t(key, {}) : (param.term.split('.').pop() ?? '');
  }
  if ('money' in param) {
    try {
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: param.currency,
      }).format(param.money / 100);
    } catch {
      return `${(param.money / 100).toFixed(2)} ${param.currency}`;
    }
  }
  const day = new Date(`${param.date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return param.date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * A notification in the reader's language: its key's sentences (`notifications.messages.<key>`)
 * with its params formatted by `Intl`; the stored English text when the app does not know the
 * key (rows raised before keys, or a key of a newer server). A part of a message left empty
 * (a lead without company) is dropped with its separator, as the server's English does.
 */
export function notificationText(
  notification: Pick<AppNotification, 'title' | 'message' | 'message_key' | 'params'>,
  translator: NotificationTranslator,
): NotificationText {
  const key = notification.message_key;
  const base = `notifications.messages.${key}`;
  if (!key || !notification.params || !translator.exists(`${base}.title`)) {
    return { title: notification.title, message: notification.message };
  }
  const values: Record<string, string> = {};
  for (const [name, param] of Object.entries(notification.params)) {
    values[name] = formatNotificationParam(param, translator);
  }
  const message = translator.exists(`${base}.message`)
    ? translator
        .t(`${base}.message`, values)
        .split(SEPARATOR)
        .filter((part) => part.trim() !== '')
        .join(SEPARATOR)
    : notification.message;
  return { title: translator.t(`${base}.title`, values).trim(), message };
}
