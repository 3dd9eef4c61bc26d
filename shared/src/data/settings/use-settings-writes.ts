import { type ApiResult, type CallOptions, useDemoModeStore } from '@atelier/shared';
import type { SettingsChanges } from '../../contract/site-settings';
import { useRecordWrites } from '../../query/use-record-writes';
import {
  endUserSessions,
  inviteUser,
  type NewStaffUser,
  registerSettingsDemo,
  type StaffUserChange,
  updateSettings,
  updateUser,
} from './calls';

registerSettingsDemo();

/**
 * A settings write reaches demo data only while the page already shows it, where the demo
 * refuses it (DEMO_READ_ONLY); otherwise a change that did not reach the agency says so.
 */
const writeOptions = (): CallOptions => ({
  demoFallback: useDemoModeStore.getState().reason !== null,
});

/**
 * The settings page's writes. Each that succeeds refreshes every settings read (`effects.ts`)
 * before it answers, so the page's sections and the header's agency name show the saved values
 * when the form says "saved".
 */
export function useSettingsWrites() {
  return useRecordWrites(['settings'], (_write, { invalidate }) => {
    const write = async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await invalidate();
      return result;
    };
    return {
      update: (changes: SettingsChanges) => write(() => updateSettings(changes, writeOptions())),
      invite: (user: NewStaffUser) => write(() => inviteUser(user, writeOptions())),
      updateUser: (change: StaffUserChange) => write(() => updateUser(change, writeOptions())),
      endSessions: (id: string) => write(() => endUserSessions(id, writeOptions())),
    };
  });
}
