import { callFunction } from '@atelier/shared';
import { useApiQuery } from '@atelier/shared/query';
import styles from './Header.module.css';

type AgencyAnswer = { settings: { agency: { name: string } } };

/**
 * The agency's name as the settings say it (`site-settings` get_settings, docs/settings.md),
 * where spec §2 had a fixed one. The key sits under the settings page's `['site-settings']`
 * (remote-admin `settingsKeys.all`), so a save there renames the header at once. Nothing is
 * shown until it is known, nor when it cannot be read: no stand-in name, no demo banner.
 */
export function AgencyName() {
  const query = useApiQuery(['site-settings', 'header'], (signal) =>
    callFunction<AgencyAnswer>(
      'site-settings',
      'get_settings',
      {},
      { signal, demoFallback: false },
    ),
  );
  const name = query.data?.settings.agency.name;
  return name ? (
    <p className={styles.agency} data-slot="agency">
      {name}
    </p>
  ) : null;
}
