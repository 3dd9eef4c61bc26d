import { setAgencyName, setAgencyTimeZone } from '@atelier/shared';
import { useHeaderAgencySettings } from '@atelier/shared/data/settings';
import { useEffect } from 'react';
import styles from './Header.module.css';

/**
 * The agency's name as the settings say it (`site-settings` get_settings, docs/settings.md),
 * where spec §2 had a fixed one. Its key is under `settingsKeys.all`, which a save on the
 * settings page refreshes (`@atelier/shared/data/settings`): the header is renamed at once.
 * Nothing is shown until it is known, nor when it cannot be read: no stand-in name, no demo
 * banner.
 * The same answer gives the back office the agency's time zone, the day forms propose
 * (`agencyToday`: a payment dated today, a due date) being the one the server counts in.
 */
export function AgencyName() {
  const query = useHeaderAgencySettings();
  const name = query.data?.settings.agency.name;
  // The time zone is in the admin's answer only (staff read the public part).
  const timeZone = query.data?.scope === 'admin' ? query.data.settings.agency.time_zone : undefined;
  useEffect(() => setAgencyTimeZone(timeZone), [timeZone]);
  // The back office's page titles name the agency too (`{agency}`, useDocumentTitle).
  useEffect(() => setAgencyName(name), [name]);
  return name ? (
    <p className={styles.agency} data-slot="agency">
      {name}
    </p>
  ) : null;
}
