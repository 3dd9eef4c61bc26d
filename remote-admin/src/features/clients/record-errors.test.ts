import { describe, expect, it } from 'vitest';
import { failureMessage, failureText } from './record-errors';

describe('the message of a failed record call', () => {
  it('is ours, in the feature, for the codes we know', () => {
    expect(failureText('projects', { code: 'NETWORK_ERROR', error: 'x' })).toEqual({
      key: 'projects.errors.network',
    });
    expect(failureText('team', { code: 'FORBIDDEN', error: 'Forbidden' })).toEqual({
      key: 'team.errors.forbidden',
    });
    expect(failureText('clients', { code: 'WHATEVER', error: 'x' })).toEqual({
      key: 'clients.errors.generic',
    });
  });

  it("keeps the server's sentence for a conflict, translating the ones we know", () => {
    const hasRecords = 'This client has invoices; set it inactive instead';
    expect(failureText('clients', { code: 'CONFLICT', error: hasRecords })).toEqual({
      text: hasRecords,
    });
    expect(
      failureText('clients', {
        code: 'CONFLICT',
        error: 'A client with this e-mail already exists',
      }),
    ).toEqual({ key: 'clients.errors.clientEmailTaken' });
  });

  it('goes through the translation function only for keys', () => {
    const t = (key: string) => `T(${key})`;
    expect(failureMessage(t, 'clients', { code: 'NOT_FOUND', error: 'Client not found' })).toBe(
      'T(clients.errors.notFound)',
    );
    expect(failureMessage(t, 'clients', { code: 'CONFLICT', error: 'Has invoices' })).toBe(
      'Has invoices',
    );
  });
});
