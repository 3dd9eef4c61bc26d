import type { ApiResult } from '@atelier/shared';
import type { AdminSettings } from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSettings, getUsers, registerSettingsDemo, settingsKeys } from './api';

/**
 * The admin's settings and the document seal; a public-scope answer (the session lost its
 * admin role) is a refusal.
 */
export function useAdminSettings() {
  return useApiQuery(settingsKeys.settings, async (signal) => {
    await registerSettingsDemo();
    const answer = await getSettings({ signal });
    if (!answer.success) return answer;
    if (answer.scope !== 'admin') {
      return { success: false, code: 'FORBIDDEN', error: 'Admins only' } as const;
    }
    return { success: true, settings: answer.settings, seal: answer.seal } as const;
  });
}

export function useStaffUsers() {
  return useApiQuery(settingsKeys.users, async (signal) => {
    await registerSettingsDemo();
    return await getUsers({ signal });
  });
}

/**
 * Runs a write and, when it succeeded, refreshes every settings read (the page's sections and
 * the shell header's agency name).
 */
export function useSettingsWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call();
      if (result.success) await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      return result;
    },
    [queryClient],
  );
}

export type { AdminSettings };
