import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue, useAuth } from './auth-context';

function Reader() {
  const { status } = useAuth();
  return createElement('span', null, status);
}

describe('useAuth', () => {
  it('throws outside the AuthProvider, with the message of the original product', () => {
    expect(() => renderToString(createElement(Reader))).toThrow(
      new Error('useAuth must be used within an AuthProvider'),
    );
  });

  it('reads the session the provider supplies', () => {
    const value: AuthContextValue = {
      status: 'signed_out',
      user: null,
      isAdmin: false,
      isAdminBypass: false,
      signOut: async () => undefined,
    };
    const html = renderToString(
      createElement(AuthContext.Provider, { value }, createElement(Reader)),
    );
    expect(html).toBe('<span>signed_out</span>');
  });
});
