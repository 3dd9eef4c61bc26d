import { useApiQuery } from '../../query/use-api-query';
import { getSettings } from './calls';
import { settingsKeys } from './keys';

/**
 * The settings as the signed-in reader may see them, for the back office's header: the admin's
 * answer (with the time zone), the public part for other staff. Never the demo: nothing stands
 * in for the agency's name.
 */
export const useHeaderAgencySettings = () =>
  useApiQuery(settingsKeys.header(), (signal) => getSettings({ signal, demoFallback: false }));
