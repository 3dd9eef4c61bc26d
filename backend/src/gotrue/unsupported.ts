import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GotrueError } from './errors.ts';
import { readBody, text } from './request.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  message: string;
}

const otp = (message: string): Refusal => ({ status: 422, code: 'otp_disabled', message });
const manualLinking: Refusal = {
  status: 422,
  code: 'manual_linking_disabled',
  message: 'Manual linking is not enabled',
};
const noFactor: Refusal = {
  status: 404,
  code: 'mfa_factor_not_found',
  message: 'Multi-factor authentication is not enabled: no factor exists',
};

/**
 * GoTrue endpoints Atelier does not offer. Each answers the error GoTrue gives when the feature
 * is switched off, so supabase-js reports a clear AuthApiError instead of a 404 page.
 */
const disabledEndpoints: [Method, string, Refusal][] = [
  ['post', '/otp', otp('Sign-in with one-time passwords is not enabled')],
  ['post', '/magiclink', otp('Sign-in with magic links is not enabled')],
  ['post', '/resend', otp('Resending is not enabled: accounts are confirmed when they sign up')],
  ['get', '/reauthenticate', otp('Reauthentication codes are not enabled')],
  [
    'post',
    '/sso',
    { status: 400, code: 'saml_provider_disabled', message: 'Single sign-on is not enabled' },
  ],
  [
    'get',
    '/authorize',
    {
      status: 400,
      code: 'provider_disabled',
      message: 'Sign-in with external providers is not enabled',
    },
  ],
  ['get', '/user/identities/authorize', manualLinking],
  ['delete', '/user/identities/:id', manualLinking],
  ['post', '/factors/:id/challenge', noFactor],
  ['post', '/factors/:id/verify', noFactor],
  ['delete', '/factors/:id', noFactor],
];

const factorTypes = new Set(['totp', 'phone', 'webauthn']);

export function disabledRoutes(routes: Hono): void {
  for (const [method, path, { status, code, message }] of disabledEndpoints) {
    routes[method](path, () => {
      throw new GotrueError(status, code, message);
    });
  }
  routes.post('/factors', async (c) => {
    const requested = text((await readBody(c)).factor_type) ?? 'totp';
    const type = factorTypes.has(requested) ? requested : 'totp';
    throw new GotrueError(
      422,
      `mfa_${type}_enroll_not_enabled`,
      'Multi-factor authentication is not enabled',
    );
  });
}

/** grant_type values of POST /token that are switched off. */
export function disabledGrant(grantType: string | undefined): GotrueError {
  switch (grantType) {
    case 'web3':
      return new GotrueError(400, 'web3_provider_disabled', 'Web3 sign-in is not enabled');
    case 'id_token':
      return new GotrueError(400, 'provider_disabled', 'Sign-in with ID tokens is not enabled');
    case 'pkce':
      return new GotrueError(400, 'pkce_disabled', 'The PKCE flow is not enabled');
    default:
      return new GotrueError(
        400,
        'unsupported_grant_type',
        grantType ? `Unsupported grant type "${grantType}"` : 'grant_type is required',
      );
  }
}
