import {
  linkSessionAnswerSchema,
  loginInput,
  logoutInput,
  productUserAnswer,
  refreshInput,
  registrationSchema,
  requestPasswordResetInput,
  resetPasswordInput,
  sessionAnswerSchema,
  signInWithLinkInput,
  verifyTokenInput,
} from '../accounts';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/**
 * `POST /functions/v1/user-authentication`: accounts and sessions for the product's own client
 * (docs/auth.md). Every action takes its credentials in the payload.
 */
export const userAuthentication = defineActions('user-authentication', {
  login: {
    access: 'public',
    credentialsInPayload: true,
    input: loginInput,
    output: sessionAnswerSchema,
  },
  /** The server also refuses a common password (400, on `password`). */
  register: {
    access: 'public',
    credentialsInPayload: true,
    input: registrationSchema,
    output: sessionAnswerSchema,
  },
  verify_token: {
    access: 'public',
    credentialsInPayload: true,
    input: verifyTokenInput,
    output: productUserAnswer,
  },
  /** The token's session ends, also when the token has expired. */
  logout: { access: 'public', credentialsInPayload: true, input: logoutInput, output: emptyAnswer },
  refresh: {
    access: 'public',
    credentialsInPayload: true,
    input: refreshInput,
    output: sessionAnswerSchema,
  },
  /** Always succeeds, so the answer never tells whether an account exists. */
  request_password_reset: {
    access: 'public',
    credentialsInPayload: true,
    input: requestPasswordResetInput,
    output: emptyAnswer,
  },
  /** Sets the new password (not a common one) and ends every session of the account. */
  reset_password: {
    access: 'public',
    credentialsInPayload: true,
    input: resetPasswordInput,
    output: emptyAnswer,
  },
  /**
   * An invitation's link (team or portal): sets the invitee's first password (not a common
   * one) from its token, like reset_password, and starts their session at once.
   */
  accept_invitation: {
    access: 'public',
    credentialsInPayload: true,
    input: resetPasswordInput,
    output: sessionAnswerSchema,
  },
  /**
   * A proposal e-mail's link (docs/auth.md "Proposal links"): signs in the proposal's client,
   * creating their portal account without a password when they have none. Each use ends the
   * session the previous use started. Expired, replaced, revoked, malformed or another
   * proposal's link: 400 INVALID_LINK, nothing changed. Rate-limited per IP.
   */
  sign_in_with_link: {
    access: 'public',
    credentialsInPayload: true,
    input: signInWithLinkInput,
    output: linkSessionAnswerSchema,
  },
});
