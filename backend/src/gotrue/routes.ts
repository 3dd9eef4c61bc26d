import { type Context, Hono } from 'hono';
import type { AuthService, SignOutScope } from '../auth/auth-service.ts';
import { normalizeEmail } from '../auth/email.ts';
import { requireApiKey } from '../http/api-key.ts';
import { BODY_LIMITS } from '../http/body-limit.ts';
import { type ProxyTrust, requestInfo } from '../http/request-info.ts';
import { GotrueError } from './errors.ts';
import {
  bearer,
  cleanText,
  profileFromMetadata,
  readBody,
  strongPassword,
  text,
  validEmail,
} from './request.ts';
import { disabledGrant, disabledRoutes } from './unsupported.ts';
import { toGotrueSession, toGotrueUser } from './user-object.ts';

export interface GotrueRoutesDeps {
  auth: AuthService;
  anonKey: string;
  trustProxy: ProxyTrust;
}

/** Auth requests are small; anything bigger is refused before it is read (`bodyLimits`, app.ts). */
export const MAX_AUTH_BODY_BYTES = BODY_LIMITS.auth;

const signOutScopes: readonly SignOutScope[] = ['global', 'local', 'others'];

/** Email types of POST /verify that can never match: no such e-mail is ever sent. */
const unsentEmailTypes = new Set(['signup', 'invite', 'magiclink', 'email']);

/**
 * `/auth/v1`: the subset of GoTrue's API that @supabase/supabase-js auth needs for e-mail and
 * password accounts, over the same sessions as the user-authentication function.
 */
export function gotrueRoutes({ auth, anonKey, trustProxy }: GotrueRoutesDeps): Hono {
  const routes = new Hono();
  const client = (c: Context) => requestInfo(c, trustProxy);
  const signedIn = (c: Context) => auth.authenticate(bearer(c));

  // Open, as on Supabase: no API key needed.
  routes.get('/health', (c) =>
    c.json({ version: 'atelier', name: 'GoTrue', description: 'Atelier accounts (GoTrue subset)' }),
  );
  // HS256 keys are symmetric and never published: GoTrue lists none for such projects.
  routes.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  routes.use('*', requireApiKey(anonKey));

  routes.get('/settings', (c) => c.json(settings));

  routes.post('/signup', async (c) => {
    const body = await readBody(c);
    const email = cleanText(body, 'email');
    if (!email) {
      if (text(body.phone)) {
        throw new GotrueError(400, 'phone_provider_disabled', 'Phone signups are disabled');
      }
      if ('email' in body) {
        throw new GotrueError(400, 'validation_failed', 'To signup, please provide your email');
      }
      throw new GotrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const address = validEmail(email);
    const password = strongPassword(body.password);
    const profile = profileFromMetadata(body.data);
    const session = await auth.register(
      {
        email: address,
        password,
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        company: profile.company ?? null,
      },
      client(c),
    );
    return c.json(toGotrueSession(session));
  });

  routes.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readBody(c);
    if (grantType === 'password') {
      const email = cleanText(body, 'email');
      if (!email) {
        if (text(body.phone)) {
          throw new GotrueError(400, 'phone_provider_disabled', 'Phone logins are disabled');
        }
        throw new GotrueError(400, 'validation_failed', 'missing email or phone');
      }
      const session = await auth.signIn({ email, password: text(body.password) ?? '' }, client(c));
      return c.json(toGotrueSession(session));
    }
    if (grantType === 'refresh_token') {
      const refreshToken = cleanText(body, 'refresh_token');
      if (!refreshToken) {
        throw new GotrueError(400, 'validation_failed', 'refresh_token required');
      }
      return c.json(toGotrueSession(await auth.refresh(refreshToken)));
    }
    throw disabledGrant(grantType);
  });

  routes.get('/user', async (c) => c.json(toGotrueUser((await signedIn(c)).account)));

  routes.put('/user', async (c) => {
    const session = await signedIn(c);
    const body = await readBody(c);
    const email = cleanText(body, 'email');
    // A new e-mail takes effect once the link sent to it is opened (POST /verify email_change).
    const newEmail =
      email && normalizeEmail(email) !== session.account.email ? validEmail(email) : undefined;
    if (text(body.phone)) {
      throw new GotrueError(422, 'phone_provider_disabled', 'Phone numbers are not enabled');
    }
    const hasPassword = body.password !== undefined && body.password !== null;
    const password = hasPassword ? strongPassword(body.password) : undefined;
    const profile = profileFromMetadata(body.data);
    // First, so that an e-mail another account uses refuses the request before anything changed.
    if (newEmail !== undefined) await auth.requestEmailChange(session, newEmail);
    let account = session.account;
    if (password !== undefined) account = await auth.changePassword(session, password);
    if (Object.keys(profile).length > 0) account = await auth.updateProfile(account.id, profile);
    const user = toGotrueUser(account);
    return c.json(
      newEmail === undefined
        ? user
        : { ...user, new_email: newEmail, email_change_sent_at: new Date().toISOString() },
    );
  });

  routes.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!signOutScopes.includes(scope as SignOutScope)) {
      throw new GotrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await auth.signOut(await signedIn(c), scope as SignOutScope);
    return c.body(null, 204);
  });

  routes.post('/recover', async (c) => {
    const email = cleanText(await readBody(c), 'email');
    if (!email) {
      throw new GotrueError(422, 'validation_failed', 'Password recovery requires an email');
    }
    await auth.requestPasswordReset(validEmail(email), client(c));
    return c.json({});
  });

  routes.post('/verify', async (c) => {
    const body = await readBody(c);
    const type = cleanText(body, 'type');
    if (type === 'recovery') {
      // The token of the reset link, as token_hash (verifyOtp({ token_hash })) or as token.
      const token = cleanText(body, 'token_hash') || cleanText(body, 'token');
      if (!token) {
        throw new GotrueError(400, 'validation_failed', 'Verify requires a token or a token hash');
      }
      return c.json(toGotrueSession(await auth.signInWithResetToken(token, client(c))));
    }
    if (type === 'email_change') {
      const token = cleanText(body, 'token_hash') || cleanText(body, 'token');
      if (!token) {
        throw new GotrueError(400, 'validation_failed', 'Verify requires a token or a token hash');
      }
      return c.json(toGotrueSession(await auth.confirmEmailChange(token, client(c))));
    }
    if (type && unsentEmailTypes.has(type)) {
      throw new GotrueError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    if (type === 'sms' || type === 'phone_change') {
      throw new GotrueError(400, 'phone_provider_disabled', 'Phone verification is not enabled');
    }
    throw new GotrueError(400, 'validation_failed', 'Unsupported verification type');
  });

  disabledRoutes(routes);
  return routes;
}

/** GET /settings in GoTrue's shape: e-mail and password only, confirmed at sign-up. */
const settings = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    // The e-mail provider is what signs in with e-mail and password: it is the one enabled.
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};
