import { useApiQuery } from '../../query/use-api-query';
import { getSettings } from './calls';
import { settingsKeys } from './keys';

/**
 * The agency's public details (name, contact, logo), read without the session so every reader
 * sees the same. Never the demo: the caller says what stands in when they cannot be read.
 */
export const usePublicAgencyDetails = () =>
  useApiQuery(settingsKeys.publicDetails(), (signal) =>
    getSettings({ signal, demoFallback: false, sendSession: false }),
  );
