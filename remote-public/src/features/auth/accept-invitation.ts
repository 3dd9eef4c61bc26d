import { type ApiResult, callAction, type Session } from '@atelier/shared';

/**
 * An invitation's link (team or portal, `?invitation=1&token=…`): sets the invitee's first
 * password and answers their session, so they land signed in (docs/auth.md).
 */
export async function acceptInvitation(
  token: string,
  password: string,
): Promise<ApiResult<{ session: Session }>> {
  const result = await callAction(
    'user-authentication',
    'accept_invitation',
    { token, password },
    { demoFallback: false, sendSession: false },
  );
  if (!result.success) return result;
  const { user, token: accessToken, refreshToken, expiresAt } = result;
  return { success: true, session: { user, token: accessToken, refreshToken, expiresAt } };
}
