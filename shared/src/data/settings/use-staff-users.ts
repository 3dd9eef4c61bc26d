import { useApiQuery } from '../../query/use-api-query';
import { getUsers, registerSettingsDemo } from './calls';
import { settingsKeys } from './keys';

registerSettingsDemo();

/** The agency's staff accounts (the demo's when the server cannot answer). */
export const useStaffUsers = () =>
  useApiQuery(settingsKeys.users(), (signal) => getUsers({ signal }));
