import type { QueryKeyPrefix } from '../domain-keys';
import { overviewKeys } from '../overview/keys';
import { calendarKeys } from './keys';

/** What a calendar write changes: the events, and the dashboard's upcoming ones. */
export const CALENDAR_WRITE_EFFECTS: readonly QueryKeyPrefix[] = [
  calendarKeys.all,
  overviewKeys.all,
];
