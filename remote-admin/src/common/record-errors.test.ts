import { describe, expect, it } from 'vitest';
import { failureMessage, failureText } from './record-errors';

describe('the message of a failed call', () => {
  it('is ours for the codes we know', () => {
    expect(failureText({ code: 'NETWORK_ERROR', error: 'x' })).toEqual({
      key: 'common.errors.network',
    });
    expect(failureText({ code: 'FORBIDDEN', error: 'Forbidden' })).toEqual({
      key: 'common.errors.forbidden',
    });
    expect(failureText({ code: 'WHATEVER', error: 'x' })).toEqual({
      key: 'common.errors.generic',
    });
    expect(failureText(null)).toEqual({ key: 'common.errors.generic' });
  });

  it("keeps the server's sentence for a conflict, translating the ones we know", () => {
    const hasRecords = 'This client has invoices; set it inactive instead';
    expect(failureText({ code: 'CONFLICT', error: hasRecords })).toEqual({ text: hasRecords });
    expect(
      failureText({ code: 'CONFLICT', error: 'A client with this e-mail already exists' }),
    ).toEqual({ key: 'common.errors.clientEmailTaken' });
    expect(failureText({ code: 'CONFLICT', error: 'This proposal was already accepted' })).toEqual({
      key: 'common.errors.alreadyAccepted',
    });
  });

  it('goes through the translation function only for keys', () => {
    const t = (key: string) => `T(${key})`;
    expect(failureMessage(t, { code: 'NOT_FOUND', error: 'Client not found' })).toBe(
      'T(common.errors.notFound)',
    );
    expect(failureMessage(t, { code: 'CONFLICT', error: 'Has invoices' })).toBe('Has invoices');
    expect(
      failureMessage(t, {
        code: 'CONFLICT',
        error: 'An invoice with payments cannot be cancelled',
      }),
    ).toBe('An invoice with payments cannot be cancelled');
    expect(failureMessage(t, { code: 'SOMETHING_NEW', error: 'internal detail' })).toBe(
      'T(common.errors.generic)',
    );
  });
});
