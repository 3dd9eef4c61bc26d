import type { Account } from '../auth/accounts.ts';
import type { SignedIn } from '../auth/auth-service.ts';

/**
 * The user as GoTrue returns it. E-mail accounts are confirmed at sign-up (mailer_autoconfirm),
 * so the confirmation times are the creation time; our role is in app_metadata.role (the JWT
 * role stays "authenticated", as Supabase's database roles expect).
 */
export function toGotrueUser(account: Account) {
  const identityData = { email: account.email, email_verified: true, sub: account.id };
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: account.createdAt,
    phone: '',
    confirmed_at: account.createdAt,
    last_sign_in_at: account.lastSignInAt ?? undefined,
    app_metadata: { provider: 'email', providers: ['email'], role: account.role },
    user_metadata: {
      first_name: account.firstName,
      last_name: account.lastName,
      company: account.company,
      ...identityData,
    },
    identities: [
      {
        identity_id: account.id,
        id: account.id,
        user_id: account.id,
        identity_data: identityData,
        provider: 'email',
        email: account.email,
        last_sign_in_at: account.lastSignInAt ?? account.createdAt,
        created_at: account.createdAt,
        updated_at: account.updatedAt,
      },
    ],
    created_at: account.createdAt,
    updated_at: account.updatedAt,
    is_anonymous: false,
  };
}

/** GoTrue's token answer: a session with its user. */
export const toGotrueSession = ({ account, tokens }: SignedIn) => ({
  access_token: tokens.accessToken,
  token_type: 'bearer',
  expires_in: tokens.expiresIn,
  expires_at: tokens.expiresAt,
  refresh_token: tokens.refreshToken,
  user: toGotrueUser(account),
});
