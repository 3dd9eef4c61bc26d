import { describe, expect, it } from 'vitest';
import { type AccessInput, decideAccess, isGuestOnlyPath } from './access';

const at = (pathname: string, overrides: Partial<AccessInput> = {}): AccessInput => {
  const [path = '', query = ''] = pathname.split('?');
  const area = /^\/admin/i.test(path)
    ? 'admin'
    : /^\/client-portal/.test(path)
      ? 'portal'
      : /^\/sign\//.test(path)
        ? 'signing'
        : 'public';
  return {
    area,
    status: 'signed_out',
    role: undefined,
    isUnreachable: false,
    signOutReason: null,
    pathname: path,
    search: query ? `?${query}` : '',
    ...overrides,
  };
};
const admin = { status: 'authenticated', role: 'admin' } as const;
const superAdmin = { status: 'authenticated', role: 'super_admin' } as const;
const client = { status: 'authenticated', role: 'client' } as const;

describe('admin area', () => {
  it('waits for the session check instead of showing any page', () => {
    expect(decideAccess(at('/admin/leads', { status: 'unknown' }))).toEqual({ kind: 'wait' });
  });

  it('says so when the session cannot be checked because the server is out of reach', () => {
    expect(decideAccess(at('/admin', { status: 'unknown', isUnreachable: true }))).toEqual({
      kind: 'unreachable',
    });
  });

  it('sends a signed-out visitor to sign in, and back to the page with its query afterwards', () => {
    expect(decideAccess(at('/admin/leads?status=new'))).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fadmin%2Fleads%3Fstatus%3Dnew',
    });
    expect(decideAccess(at('/admin/automation?tab=scoring'))).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fadmin%2Fautomation%3Ftab%3Dscoring',
    });
  });

  it('opens a plain login page after the user signed out', () => {
    expect(decideAccess(at('/admin/leads', { signOutReason: 'user' }))).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
  });

  it('sends a client to the portal', () => {
    expect(decideAccess(at('/admin', client))).toEqual({ kind: 'redirect', to: '/client-portal' });
  });

  it('lets admins and super admins in (the bypass user is a super admin)', () => {
    expect(decideAccess(at('/admin/leads', admin))).toEqual({ kind: 'allow' });
    expect(decideAccess(at('/admin/automation', superAdmin))).toEqual({ kind: 'allow' });
  });
});

describe('client portal', () => {
  it('needs any signed-in user', () => {
    expect(decideAccess(at('/client-portal', client))).toEqual({ kind: 'allow' });
    expect(decideAccess(at('/client-portal', admin))).toEqual({ kind: 'allow' });
    expect(decideAccess(at('/client-portal', { status: 'unknown' }))).toEqual({ kind: 'wait' });
    expect(decideAccess(at('/client-portal'))).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fclient-portal',
    });
  });
});

describe('public pages', () => {
  it('are open to everyone, even while the session is checked', () => {
    for (const status of ['unknown', 'signed_out', 'authenticated'] as const) {
      expect(decideAccess(at('/services', { status }))).toEqual({ kind: 'allow' });
      expect(decideAccess(at('/auth/forgot-password', { status }))).toEqual({ kind: 'allow' });
    }
  });

  it('send a signed-in visitor on from the sign-in pages, to the page asked for if allowed', () => {
    expect(decideAccess(at('/auth/login', admin))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(decideAccess(at('/auth/register', client))).toEqual({
      kind: 'redirect',
      to: '/client-portal',
    });
    expect(decideAccess(at('/auth/login?redirect=%2Fadmin%2Fleads', admin))).toEqual({
      kind: 'redirect',
      to: '/admin/leads',
    });
    expect(decideAccess(at('/auth/login?redirect=%2Fadmin%2Fleads', client))).toEqual({
      kind: 'redirect',
      to: '/client-portal',
    });
    expect(decideAccess(at('/auth/login?redirect=https://evil.example', admin))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('show the sign-in form once the visitor is known to be signed out, or unknowable', () => {
    expect(decideAccess(at('/auth/login', { status: 'unknown' }))).toEqual({ kind: 'wait' });
    expect(decideAccess(at('/auth/login', { status: 'unknown', isUnreachable: true }))).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(at('/auth/login'))).toEqual({ kind: 'allow' });
  });

  it('match the sign-in pages as the router does', () => {
    expect(isGuestOnlyPath('/auth/login')).toBe(true);
    expect(isGuestOnlyPath('/Auth/Login/')).toBe(true);
    expect(isGuestOnlyPath('/auth/reset-password')).toBe(false);
  });
});

describe('signing links', () => {
  it('open at once for anonymous visitors, clients and admins, even while the session is checked or out of reach', () => {
    const visitors: Array<Partial<AccessInput>> = [
      {},
      { signOutReason: 'user' },
      { status: 'unknown' },
      { status: 'unknown', isUnreachable: true },
      client,
      admin,
      superAdmin,
    ];
    for (const visitor of visitors) {
      expect(decideAccess(at('/sign/abc123', visitor))).toEqual({ kind: 'allow' });
    }
  });
});
