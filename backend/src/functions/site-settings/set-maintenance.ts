import { siteSettings } from '@atelier/shared/actions';
import { readMaintenance, writeMaintenance } from '../../db/site-pages.ts';
import { implement } from '../registry.ts';

/**
 * Turns the maintenance mode on or off. While on, the public site's pages show the message in
 * the visitor's language and robots.txt asks crawlers to stay away; the back office, sign-in
 * and the client portal keep working.
 */
export const setMaintenance = implement(siteSettings.actions.set_maintenance, {
  handler: async (input, { db, caller }) =>
    await db.transaction(async (tx) => {
      await writeMaintenance(tx, input, caller.userId);
      return { maintenance: await readMaintenance(tx) };
    }),
});
