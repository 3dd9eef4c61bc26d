import { userAuthentication as userAuthenticationActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refresh } from './refresh.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signInWithLink } from './sign-in-with-link.ts';
import { verifyToken } from './verify-token.ts';

/** Accounts and sessions for the product's own client (docs/auth.md). */
export const userAuthentication = defineFunction(userAuthenticationActions, {
  login,
  register,
  verify_token: verifyToken,
  logout,
  refresh,
  request_password_reset: requestPasswordReset,
  reset_password: resetPassword,
  accept_invitation: acceptInvitation,
  sign_in_with_link: signInWithLink,
});
