import type { ApiResult } from '@atelier/shared';
import { whileDemoShown } from '../../api/write-options';
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
 * The settings page's writes, reaching demo data only while the page shows it
 * (`whileDemoShown`). Each that succeeds refreshes every settings read (`effects.ts`)
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
      update: (changes: SettingsChanges) => write(() => updateSettings(changes, whileDemoShown())),
      invite: (user: NewStaffUser) => write(() => inviteUser(user, whileDemoShown())),
      updateUser: (change: StaffUserChange) => write(() => updateUser(change, whileDemoShown())),
      endSessions: (id: string) => write(() => endUserSessions(id, whileDemoShown())),
    };
  });
}
