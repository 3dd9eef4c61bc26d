import { defineActions } from './define';

/** `POST /functions/v1/user-authentication`. TODO(issue 29): its actions' descriptors, moved from the backend. */
export const userAuthentication = defineActions('user-authentication', {});
