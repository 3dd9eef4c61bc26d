import { describe, expect, it } from 'vitest';
import { postSignInPath, safeRedirect } from './post-sign-in';

describe('postSignInPath', () => {
  it('sends admins to the dashboard and clients to the portal by default', () => {
    expect(postSignInPath(true, null)).toBe('/admin/dashboard');
    expect(postSignInPath(false, null)).toBe('/client-portal');
  });

  it('honours a redirect inside the site', () => {
    expect(postSignInPath(true, '/admin/leads?status=new')).toBe('/admin/leads?status=new');
    expect(postSignInPath(false, '/client-portal/invoices')).toBe('/client-portal/invoices');
  });

  it('does not send a client into the admin area', () => {
    expect(postSignInPath(false, '/admin/leads')).toBe('/client-portal');
    expect(postSignInPath(false, '/admin')).toBe('/client-portal');
    expect(postSignInPath(false, '/administration-guide')).toBe('/administration-guide');
  });
});

describe('safeRedirect', () => {
  it('refuses other origins and protocol tricks', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves, which would loop', () => {
    expect(safeRedirect('/auth/login')).toBeNull();
  });
});
