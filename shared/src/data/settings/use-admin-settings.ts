import { useApiQuery } from '../../query/use-api-query';
import { getSettings, registerSettingsDemo } from './calls';
import { settingsKeys } from './keys';

registerSettingsDemo();

/**
 * The admin's settings and the document seal (the demo's when the server cannot answer); a
 * public-scope answer (the session lost its admin role) is a refusal.
 */
export function useAdminSettings() {
  return useApiQuery(settingsKeys.admin(), async (signal) => {
    const answer = await getSettings({ signal });
    if (!answer.success) return answer;
    if (answer.scope !== 'admin') {
      return { success: false, code: 'FORBIDDEN', error: 'Admins only' } as const;
    }
    return { success: true, settings: answer.settings, seal: answer.seal } as const;
  });
}
