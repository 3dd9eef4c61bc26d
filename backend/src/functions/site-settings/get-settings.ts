import { siteSettings } from '@atelier/shared/actions';
import { isAdminRole } from '../../auth/roles.ts';
import { implement } from '../registry.ts';
import { readAdminSettings, readPublicAgency, sealView } from './settings-view.ts';

/**
 * Public: the public site and the portal show how to reach the agency. A visitor or a client
 * gets only that part (`scope: 'public'`); an admin's session gets everything, so the settings
 * page and the admin header read one answer.
 */
export const getSettings = implement(siteSettings.actions.get_settings, {
  handler: async (_input, { db, caller, seal }) => {
    if (caller.kind === 'user' && isAdminRole(caller.role)) {
      return {
        scope: 'admin' as const,
        settings: await readAdminSettings(db),
        seal: seal ? sealView(seal.identity) : null,
      };
    }
    return { scope: 'public' as const, settings: { agency: await readPublicAgency(db) } };
  },
});
