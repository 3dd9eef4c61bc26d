import { relativeTime } from '@atelier/shared';
import type { TFunction } from 'i18next';

/** "Just now", "5m ago", "2h ago", "3d ago" in the shown language; empty for a bad date. */
export function relativeTimeLabel(t: TFunction, timestamp: string, now: Date): string {
  const relative = relativeTime(timestamp, now);
  if (!relative) return '';
  if (relative.unit === 'now') return t('notifications.time.now');
  return t(`notifications.time.${relative.unit}`, { value: relative.value });
}
