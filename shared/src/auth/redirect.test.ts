import { describe, expect, it } from 'vitest';
import { loginPath, postSignInPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirect('/admin/leads?status=new#top')).toBe('/admin/leads?status=new#top');
    expect(safeRedirect('/client-portal')).toBe('/client-portal');
  });

  it('refuses other origins and protocol tricks', () => {
    for (const target of [
      null,
      '',
      'admin',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      'javascript:alert(1)',
      '/admin\n',
      '/\t/evil.example',
    ]) {
      expect(safeRedirect(target), String(target)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves, which would loop', () => {
    expect(safeRedirect('/auth/login')).toBeNull();
    expect(safeRedirect('/AUTH/register?redirect=/admin')).toBeNull();
    expect(safeRedirect('/authors')).toBe('/authors');
  });
});

describe('postSignInPath', () => {
  it('sends admins to the dashboard and clients to the portal by default', () => {
    expect(postSignInPath(true, null)).toBe('/admin/dashboard');
    expect(postSignInPath(false, null)).toBe('/client-portal');
    expect(postSignInPath(false, 'https://evil.example')).toBe('/client-portal');
  });

  it('honours a redirect inside the site', () => {
    expect(postSignInPath(true, '/admin/leads?status=new')).toBe('/admin/leads?status=new');
    expect(postSignInPath(false, '/client-portal/invoices')).toBe('/client-portal/invoices');
  });

  it('does not send a client into the admin area, however it is spelled', () => {
    expect(postSignInPath(false, '/admin/leads')).toBe('/client-portal');
    expect(postSignInPath(false, '/admin')).toBe('/client-portal');
    expect(postSignInPath(false, '/Admin/leads')).toBe('/client-portal');
    expect(postSignInPath(false, '/administration-guide')).toBe('/administration-guide');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginPath('/admin/leads?status=new')).toBe(
      '/auth/login?redirect=%2Fadmin%2Fleads%3Fstatus%3Dnew',
    );
  });

  it('drops a target that could not be honoured', () => {
    expect(loginPath('/auth/login')).toBe('/auth/login');
    expect(loginPath('//evil.example')).toBe('/auth/login');
  });
});
