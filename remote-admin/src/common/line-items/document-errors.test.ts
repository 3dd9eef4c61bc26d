import { describe, expect, it } from 'vitest';
import { documentFailure, failureText } from './document-errors';

describe('document failures', () => {
  it('translate what we know by code', () => {
    expect(
      documentFailure({ code: 'NETWORK_ERROR', error: 'The server could not be reached' }),
    ).toEqual({
      key: 'lineItems.errors.network',
    });
    expect(documentFailure({ code: 'NOT_FOUND', error: 'Invoice not found' })).toEqual({
      key: 'lineItems.errors.notFound',
    });
  });

  it('translate the conflicts of the contract we have words for', () => {
    expect(
      documentFailure({ code: 'CONFLICT', error: 'This proposal was already accepted' }),
    ).toEqual({
      key: 'lineItems.errors.alreadyAccepted',
    });
  });

  it("keep the server's sentence for other conflicts, since it says what to do", () => {
    const t = (key: string) => `t:${key}`;
    expect(
      failureText(t, { code: 'CONFLICT', error: 'An invoice with payments cannot be cancelled' }),
    ).toBe('An invoice with payments cannot be cancelled');
    expect(failureText(t, { code: 'SOMETHING_NEW', error: 'internal detail' })).toBe(
      't:lineItems.errors.generic',
    );
  });
});
