import { describe, expect, it } from 'vitest';
import { failureMessage } from './api-message';

describe('failureMessage', () => {
  it('translates failures the client detects itself', () => {
    expect(
      failureMessage({ code: 'NETWORK_ERROR', error: 'The server could not be reached' }),
    ).toEqual({ key: 'errors.network' });
    expect(failureMessage({ code: 'SERVER_UNAVAILABLE', error: 'x' })).toEqual({
      key: 'errors.unavailable',
    });
  });

  it('shows the server’s own message for a specific refusal', () => {
    expect(failureMessage({ code: 'CONFLICT', error: 'This email is already registered' })).toEqual(
      {
        text: 'This email is already registered',
      },
    );
  });

  it('falls back to the generic message when the server says nothing useful', () => {
    expect(failureMessage({ code: 'INTERNAL', error: 'Internal server error' })).toEqual({
      key: 'errors.generic',
    });
    expect(failureMessage({ code: 'VALIDATION_FAILED', error: ' ' })).toEqual({
      key: 'errors.generic',
    });
  });
});
